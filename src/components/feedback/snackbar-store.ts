import type { MessageDescriptor } from 'react-intl';
import { apiErrorMessages } from '@/lib/errors/api-error-messages';
import type { FeedbackValues } from './feedback-text';
import { snackbarWaiting } from './feedback-waiting';

export type SnackbarIntent = 'success' | 'info' | 'warning' | 'error';

/** SPEC §9: 4000 ms for success and info, 8000 ms for warning and error. */
export const SNACKBAR_DURATIONS: Readonly<Record<SnackbarIntent, number>> = {
  success: 4000,
  info: 4000,
  warning: 8000,
  error: 8000,
};

export interface SnackbarOptions {
  intent: SnackbarIntent;
  message: MessageDescriptor;
  values?: FeedbackValues;
}

export interface Snackbar extends SnackbarOptions {
  id: string;
}

type Listener = (snackbar: Snackbar) => void;

let nextId = 1;
let listener: Listener | undefined;
// Kept until the snackbar area mounts, so that a message sent during start-up is not lost.
let waiting: Snackbar[] = [];

/**
 * Shows a snackbar (SPEC §9), from anywhere: a screen, a react-query cache callback, a guard.
 * Returns its id.
 */
export const notify = (options: SnackbarOptions): string => {
  const snackbar: Snackbar = { ...options, id: `snackbar-${nextId++}` };
  if (listener) listener(snackbar);
  else {
    waiting.push(snackbar);
    snackbarWaiting.set(true);
  }
  return snackbar.id;
};

/** SPEC §8: the server-error message, in the error colour. */
export const notifyServerError = (): string => notify({ intent: 'error', message: apiErrorMessages.server });

/** Drops the snackbars no area has shown yet (between tests: one test's messages are not the next's). */
export const discardWaitingSnackbars = (): void => {
  waiting = [];
  snackbarWaiting.set(false);
};

/** The snackbar area receives every snackbar; only one area listens at a time. */
export const listenToSnackbars = (next: Listener): (() => void) => {
  listener = next;
  const queued = waiting;
  waiting = [];
  snackbarWaiting.set(false);
  queued.forEach(next);
  return () => {
    if (listener === next) listener = undefined;
  };
};
