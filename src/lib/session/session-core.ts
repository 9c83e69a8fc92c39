import type { QueryClientSource } from '@/api/query-client-source';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import type { SessionCoreBase } from './session-core-base';
import type * as SessionLoadModule from './session-load';
import { derive, SIGNED_OUT, type SessionState } from './session-snapshot';

export type SessionLoad = typeof SessionLoadModule;

/**
 * The signed-in part (the generated API client and its HTTP transport): only once someone is signed in, so
 * that /login, signed out, does not download it.
 */
const importSessionLoad = (): Promise<SessionLoad> => import('./session-load');
loadOnSignIn(importSessionLoad);

/** The core of the session store, with the signed-in part once it has loaded. */
export interface SessionCore extends SessionCoreBase {
  signedInPart: () => Promise<SessionLoad>;
  /** The signed-in part, once a session has loaded it. */
  loadedPart: () => SessionLoad | undefined;
}

export const createSessionCore = (queryClient: QueryClientSource): SessionCore => {
  let snapshot = derive({ ...SIGNED_OUT, status: 'loading' });
  const listeners = new Set<() => void>();
  let version = 0;
  let sessionLoad: SessionLoad | undefined;
  const hostedLogin = { value: false };

  const commit = (state: SessionState) => {
    snapshot = derive(state);
    for (const listener of listeners) listener();
  };

  const core: SessionCore = {
    snapshot: () => snapshot,
    commit,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin: () => ++version,
    isStale: (operation) => operation !== version,
    cancel: () => {
      version += 1;
    },
    clear: (error) => {
      hostedLogin.value = false;
      // Nothing to forget if no signed-in screen has created the cache yet.
      queryClient.current()?.clear();
      commit({ ...SIGNED_OUT, ...(error ? { error } : {}) });
      core.onClear?.(error);
    },
    hostedLogin,
    signedInPart: async () => {
      sessionLoad ??= await importSessionLoad();
      return sessionLoad;
    },
    loadedPart: () => sessionLoad,
  };
  return core;
};
