import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { feedbackMessages } from './feedback-messages';
import { subscribeToOperations, trackedOperationCount } from './operation-tracker';
import { isTrackedMutation, isTrackedQuery } from './query-meta';
import { SPINNER_SHOW_DELAY_MS } from './spinner-delay';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    // Above the app, its dialogs and snackbars: nothing can be clicked while a save runs.
    zIndex: 1_000_000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
  card: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/** Whether a tracked operation, a first load or a save runs (SPEC §2), without the delay. */
export const useGlobalBusy = (): boolean => {
  const fetching = useIsFetching({ predicate: isTrackedQuery });
  const mutating = useIsMutating({ predicate: isTrackedMutation });
  const operations = useSyncExternalStore(subscribeToOperations, trackedOperationCount);
  return fetching + mutating + operations > 0;
};

/**
 * The global full-screen spinner. It blocks the pointer but never traps the keyboard: it takes
 * no focus, and Escape hides it until the work ends, in case a call hangs.
 */
export const GlobalSpinner = () => {
  const intl = useIntl();
  const styles = useStyles();
  const busy = useGlobalBusy();
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // A new busy period starts hidden and undismissed.
  if (!busy && (shown || dismissed)) {
    setShown(false);
    setDismissed(false);
  }
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), SPINNER_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  const visible = busy && shown && !dismissed;
  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const label = intl.formatMessage(feedbackMessages.busy);
  // The live region stays mounted so that screen readers announce the label when it appears.
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className={styles.overlay} aria-busy="true">
          <div className={styles.card}>
            <Spinner size="large" label={label} />
          </div>
        </div>
      )}
    </div>
  );
};
