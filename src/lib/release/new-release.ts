let available = false;
const listeners = new Set<() => void>();

/**
 * Whether the host serves a newer build than this page's (release-watch.ts sets it). A module of
 * its own: the signed-in frame reads it, and the notice's code comes only with the watcher's.
 */
export const newRelease = {
  get: (): boolean => available,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set: (value: boolean): void => {
    if (value === available) return;
    available = value;
    for (const listener of listeners) listener();
  },
};
