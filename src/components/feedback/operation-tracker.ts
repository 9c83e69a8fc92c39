/**
 * Explicit work that shows the global spinner (SPEC §2), such as a chain of saves that spans
 * several calls. Kept outside React so that any code can track a promise.
 */
let running = 0;
const listeners = new Set<() => void>();

const setRunning = (next: number) => {
  running = next;
  listeners.forEach((listener) => listener());
};

/** Shows the global spinner until `operation` settles; returns it unchanged. */
export const trackOperation = <T>(operation: Promise<T>): Promise<T> => {
  setRunning(running + 1);
  const done = () => setRunning(running - 1);
  void operation.then(done, done);
  return operation;
};

export const trackedOperationCount = (): number => running;

export const subscribeToOperations = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
