import { useState, useSyncExternalStore } from 'react';
import { dialogWaiting, snackbarWaiting } from '@/components/feedback/feedback-waiting';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import { useSession } from '@/lib/session/session-provider';
import { onDemand } from '@/utils/on-demand-component';

const loadGlobalSpinner = () => import('@/components/feedback/global-spinner');
loadOnSignIn(loadGlobalSpinner);

// Dialogs and snackbars come in one chunk (the host's), whichever is needed first.
const loadFeedbackHost = () => import('@/components/feedback/feedback-host');

const GlobalSpinner = onDemand(async () => (await loadGlobalSpinner()).GlobalSpinner);
const DialogHost = onDemand(async () => (await loadFeedbackHost()).DialogHost);
const SnackbarArea = onDemand(async () => (await loadFeedbackHost()).SnackbarArea);

/** True from the first time `wanted` is, for good: signing out must not cut a snackbar or a dialog short. */
const useOnceWanted = (wanted: boolean): boolean => {
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return wanted || mounted;
};

/**
 * The global spinner, dialog host and snackbar area (SPEC §2), each loaded when first needed:
 * the spinner once someone signs in, the dialog host with the first dialog asked for, the
 * snackbar area with the first message sent. A dialog shows 300 ms after it is asked for, and
 * the spinner 200 ms after the work starts (SPEC §9): time enough for their code to arrive. A
 * snackbar waits in its store until the area mounts. Fluent's dialog and toast code is then off
 * every screen that never uses it, /login included (docs/decisions/009, 030).
 */
export const FeedbackLayer = () => <FeedbackParts signedIn={useSession().status === 'signedIn'} />;

/** FeedbackLayer's parts, for a session told rather than read. */
export const FeedbackParts = ({ signedIn }: { signedIn: boolean }) => {
  const spinner = useOnceWanted(signedIn);
  const dialogs = useOnceWanted(useSyncExternalStore(dialogWaiting.subscribe, dialogWaiting.get));
  const snackbars = useOnceWanted(useSyncExternalStore(snackbarWaiting.subscribe, snackbarWaiting.get));
  return (
    <>
      {spinner && <GlobalSpinner />}
      {dialogs && <DialogHost />}
      {snackbars && <SnackbarArea />}
    </>
  );
};
