import type { QueryClientSource } from '@/api/query-client-source';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import type * as SessionLoadModule from './session-load';
import type { SessionErrorCode } from './session-error';
import { derive, SIGNED_OUT, type SessionSnapshot, type SessionState } from './session-snapshot';

export type SessionLoad = typeof SessionLoadModule;

/**
 * The signed-in part (the generated API client and its HTTP transport): only once someone is signed in, so
 * that /login, signed out, does not download it.
 */
const importSessionLoad = (): Promise<SessionLoad> => import('./session-load');
loadOnSignIn(importSessionLoad);

/**
 * What the session store's parts share: the snapshot and its listeners, the version that makes
 * a slower, older operation drop its result, and the signed-in part once it has loaded.
 */
export interface SessionCore {
  snapshot: () => SessionSnapshot;
  commit: (state: SessionState) => void;
  subscribe: (listener: () => void) => () => void;
  /** Starts an operation (a load, a practice switch): a later one makes it stale. */
  begin: () => number;
  isStale: (operation: number) => boolean;
  /** Makes every operation in flight stale (a sign-out, an expiry, the store stopping). */
  cancel: () => void;
  /** Signed out; the next user must not see this one's data. */
  clear: (error?: SessionErrorCode) => void;
  /** Told of every clear once the tabs are joined (session-tabs.ts): the other tabs sign out too. */
  onClear?: ((error?: SessionErrorCode) => void) | undefined;
  /** The session came through the provider's hosted login (its logout page then ends it). */
  hostedLogin: { value: boolean };
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
