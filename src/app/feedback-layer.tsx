import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentDialog, subscribeToDialogs } from '@/components/feedback/dialog-store';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import { useSession } from '@/lib/session/session-provider';

const loadFeedbackHost = () => import('@/components/feedback/feedback-host');
loadOnSignIn(loadFeedbackHost);

const FeedbackHost = lazy(async () => ({ default: (await loadFeedbackHost()).FeedbackHost }));

const hasDialog = () => currentDialog() !== undefined;

/**
 * The global spinner, dialog host and snackbar area (SPEC §2), loaded once someone signs in or
 * a dialog is asked for: the sign-in screens show their feedback in the form, and keeping
 * Fluent's dialog and toast code off /login holds its budget (docs/decisions/009). Snackbars
 * sent before are kept by their store until the area mounts.
 */
export const FeedbackLayer = () => {
  const { status } = useSession();
  const dialogAsked = useSyncExternalStore(subscribeToDialogs, hasDialog);
  const [mounted, setMounted] = useState(false);
  const wanted = status === 'signedIn' || dialogAsked;
  // Once there, it stays: signing out must not cut a snackbar or a dialog short.
  if (wanted && !mounted) setMounted(true);
  if (!wanted && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
};
