/**
 * Whether a snackbar waits for the snackbar area to show it: what the app watches to load the
 * area's code with the first message (src/app/feedback-layer.tsx). Apart from the store, which
 * brings the error messages with it, so that watching costs the start-up path nothing.
 */
let waiting = false;
const listeners = new Set<() => void>();

export const snackbarsWaiting = (): boolean => waiting;

/** Called by the snackbar store as its queue fills and empties. */
export const setSnackbarsWaiting = (next: boolean): void => {
  if (waiting === next) return;
  waiting = next;
  listeners.forEach((listener) => listener());
};

/** Calls `onChange` when snackbarsWaiting changes (useSyncExternalStore). */
export const subscribeToWaitingSnackbars = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
