import {
  Button,
  Toast,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { feedbackMessages } from './feedback-messages';
import { listenToSnackbars, SNACKBAR_DURATIONS, type Snackbar } from './snackbar-store';

/**
 * Runs `onTimeout` after `duration` ms, paused while the pointer or the focus is on the snackbar
 * so that nobody loses a message while reading it or reaching its button (WCAG 2.2.1).
 * Fluent's own timer runs on a CSS animation; ours follows the clock, fake timers included.
 */
const useDismissTimer = (duration: number, onTimeout: () => void) => {
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const holds = useRef(new Set<'pointer' | 'focus'>());
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  }, [onTimeout]);

  const run = () => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => timeout.current(), remaining.current);
  };
  const hold = (reason: 'pointer' | 'focus') => {
    if (holds.current.size === 0 && timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
      remaining.current -= Date.now() - startedAt.current;
    }
    holds.current.add(reason);
  };
  const release = (reason: 'pointer' | 'focus') => {
    holds.current.delete(reason);
    if (holds.current.size === 0 && timer.current === undefined) run();
  };

  useEffect(() => {
    run();
    return () => clearTimeout(timer.current);
    // Started once per snackbar: the duration never changes while it shows.
  }, []);

  return {
    onMouseEnter: () => hold('pointer'),
    onMouseLeave: () => release('pointer'),
    onFocus: () => hold('focus'),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) release('focus');
    },
  };
};

const SnackbarToast = ({ snackbar, onTimeout }: { snackbar: Snackbar; onTimeout: () => void }) => {
  const intl = useIntl();
  const pause = useDismissTimer(SNACKBAR_DURATIONS[snackbar.intent], onTimeout);
  return (
    <Toast {...pause}>
      <ToastTitle
        action={
          <ToastTrigger>
            <Button
              appearance="transparent"
              size="small"
              icon={<DismissRegular />}
              aria-label={intl.formatMessage(feedbackMessages.dismissSnackbar)}
            />
          </ToastTrigger>
        }
      >
        {intl.formatMessage(snackbar.message, snackbar.values)}
      </ToastTitle>
    </Toast>
  );
};

/** The snackbar area of SPEC §2: Fluent's toaster announces each message to screen readers. */
export const SnackbarArea = () => {
  const intl = useIntl();
  const toasterId = useId('feedback-snackbars');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  // The toasts render in a labelled region of their own: content outside every landmark is
  // harder to reach with a screen reader (axe "region").
  const [mountNode, setMountNode] = useState<HTMLElement | null>(null);

  // Listens once the toaster is there: the messages sent before (kept by the store) would be lost.
  useEffect(() => {
    if (!mountNode) return undefined;
    return listenToSnackbars((snackbar) =>
      dispatchToast(<SnackbarToast snackbar={snackbar} onTimeout={() => dismissToast(snackbar.id)} />, {
        toastId: snackbar.id,
        intent: snackbar.intent,
        timeout: -1,
      }),
    );
  }, [dispatchToast, dismissToast, mountNode]);

  return (
    <section ref={setMountNode} aria-label={intl.formatMessage(feedbackMessages.snackbarRegion)}>
      {mountNode ? (
        <Toaster toasterId={toasterId} position="bottom" pauseOnHover={false} mountNode={mountNode} />
      ) : null}
    </section>
  );
};
