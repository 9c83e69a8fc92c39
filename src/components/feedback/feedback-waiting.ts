/**
 * Whether a snackbar or a dialog waits for its host to show it: what the app watches to load the
 * host's code with the first one (src/app/feedback-layer.tsx). Apart from the stores (the
 * snackbars' brings the error messages with it, the dialogs' its queue and timers), so that
 * watching costs the start-up path nothing.
 */
export interface WaitingFlag {
  get: () => boolean;
  /** Called by the store as its queue fills and empties. */
  set: (waiting: boolean) => void;
  /** Calls `onChange` when the flag changes (useSyncExternalStore). */
  subscribe: (onChange: () => void) => () => void;
}

const waitingFlag = (): WaitingFlag => {
  let waiting = false;
  const listeners = new Set<() => void>();
  return {
    get: () => waiting,
    set: (next) => {
      if (waiting === next) return;
      waiting = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
};

export const snackbarWaiting = waitingFlag();
export const dialogWaiting = waitingFlag();
