import type { QueryCacheNotifyEvent } from '@tanstack/react-query';
import type { Practice } from '@/api/generated/practices/model';
import type { QueryClientSource } from '@/api/query-client-source';
import { toCurrentPractice } from './current-practice';
import { permissionsFromClaims } from './permissions';
import type { PracticeMemory } from './practice-selection';
import type { SessionAuth } from './session-auth';
import { createSessionCore } from './session-core';
import { SessionError, toSessionError } from './session-error';
import { SIGNED_OUT, type SessionSnapshot } from './session-snapshot';
import { logSessionWarning } from './session-warnings';
import type { SessionTabs } from './session-tabs';
import { createTokenEvents } from './token-events';

export interface SessionStoreOptions {
  auth: SessionAuth;
  /** Created when a session first needs it: /login does not download react-query's cache. */
  queryClient: QueryClientSource;
  memory: PracticeMemory;
  /** The provider's logout page, where hosted-login users go after signing out. */
  hostedLogoutUrl?: string | undefined;
  navigate?: (url: string) => void;
  /** Unexpected failures; console.warn until the logger comes. */
  warn?: (message: string, cause: unknown) => void;
}

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Listens to the identity provider and loads the session; returns the stop function. */
  start: () => () => void;
  /** Loads the session again, after sign-in: no signed-in identity is then an error. */
  reload: () => Promise<SessionSnapshot>;
  /** Switches practice; failures land in `error`, the current practice staying. Never rejects. */
  selectPractice: (practiceId: string) => Promise<void>;
  /** Signs out (the refresh token is revoked); hosted-login users go to the logout page. */
  signOut: () => Promise<void>;
}

/**
 * The session: who is signed in, their practices and the current one, kept in step with the
 * identity provider (token-events.ts) and the query cache. Its parts share one core
 * (session-core.ts); the signed-in part loads only once someone is signed in.
 */
export const createSessionStore = ({
  auth,
  queryClient,
  memory,
  hostedLogoutUrl,
  navigate = (url) => window.location.assign(url),
  warn = logSessionWarning,
}: SessionStoreOptions): SessionStore => {
  const core = createSessionCore(queryClient);
  const { commit } = core;
  // Joined with the first signed-in session (its code comes with the signed-in part).
  let tabs: SessionTabs | undefined;

  const load = async (afterSignIn: boolean): Promise<SessionSnapshot> => {
    const mine = core.begin();
    // After a sign-in the sign-in screen stays while the session loads (its button says it is
    // busy): a 'loading' session would replace it with the guards' spinner, and a failure would
    // then come back to an empty form instead of the one the user filled.
    if (!afterSignIn) commit({ ...SIGNED_OUT, status: 'loading' });
    try {
      const identity = await auth.currentIdentity();
      if (core.isStale(mine)) return core.snapshot();
      if (!identity) {
        if (!afterSignIn) {
          commit(SIGNED_OUT);
          return core.snapshot();
        }
        throw new SessionError('notSignedInAfterLogin');
      }
      core.hostedLogin.value = identity.hostedLogin;
      const [{ loadSignedInSession, joinSessionTabs, subjectOf }, client] = await Promise.all([
        core.signedInPart(),
        queryClient.load(),
      ]);
      // Told before the profile is read: until the other tabs hear of another user, their
      // requests would carry this one's tokens.
      tabs ??= joinSessionTabs(core, { auth, reload: () => load(false) });
      tabs.signedInAs(subjectOf(identity.idTokenClaims), afterSignIn);
      const loaded = await loadSignedInSession(client, memory);
      if (core.isStale(mine)) return core.snapshot();
      commit({
        status: 'signedIn',
        user: loaded.user,
        practices: loaded.practices,
        ...(loaded.current
          ? { currentPractice: toCurrentPractice(loaded.current.entry, loaded.current.details) }
          : {}),
        permissions: permissionsFromClaims(identity.idTokenClaims),
        switchingPractice: false,
      });
    } catch (error) {
      if (core.isStale(mine)) return core.snapshot();
      const failure = toSessionError(error);
      warn(`[session] ${failure.message}`, error);
      commit({ ...SIGNED_OUT, status: 'error', error: failure.code });
    }
    return core.snapshot();
  };

  const signOutQuietly = async () => {
    try {
      await auth.signOut();
    } catch (error) {
      // The local session ends anyway; the provider's tokens expire on their own.
      warn('[session] Sign-out failed', error);
    }
  };

  const signOut = async () => {
    const wasHostedLogin = core.hostedLogin.value;
    core.cancel();
    await signOutQuietly();
    core.clear();
    if (wasHostedLogin && hostedLogoutUrl) navigate(hostedLogoutUrl);
  };

  const { onUnauthorized, onAuthEvent } = createTokenEvents(core, { auth, warn, signOutQuietly });

  /** Keeps the current practice's details in step with the cache (a screen changed its modules). */
  const onCacheEvent = (event: QueryCacheNotifyEvent) => {
    const snapshot = core.snapshot();
    const current = snapshot.currentPractice;
    const sessionLoad = core.loadedPart();
    if (!current || !sessionLoad || event.type !== 'updated' || event.action.type !== 'success') return;
    if (!sessionLoad.isPracticeQuery(event.query, current.id)) return;
    const details = event.query.state.data as Practice | undefined;
    if (!details || details === current.details) return;
    const { id, name, role } = current;
    commit({ ...snapshot, currentPractice: toCurrentPractice({ id, name, role }, details) });
  };

  return {
    getSnapshot: core.snapshot,
    subscribe: core.subscribe,
    start: () => {
      const unlisten = auth.listen(onAuthEvent);
      // The cache is watched from when it exists (the first session's load creates it).
      let unwatch: (() => void) | undefined;
      const watch = () => {
        unwatch ??= queryClient.current()?.getQueryCache().subscribe(onCacheEvent);
      };
      const unsubscribe = queryClient.subscribe(watch);
      watch();
      // Loaded with the HTTP client's chunk, not with /login's first bundle (budget, decision 009).
      let stopped = false;
      let unhandle: (() => void) | undefined;
      void import('@/api/unauthorized-handler').then(({ setUnauthorizedHandler }) => {
        if (!stopped) unhandle = setUnauthorizedHandler(onUnauthorized);
      });
      void load(false);
      return () => {
        core.cancel();
        tabs?.close();
        tabs = undefined;
        stopped = true;
        unlisten();
        unsubscribe();
        unwatch?.();
        unhandle?.();
      };
    },
    reload: () => load(true),
    selectPractice: async (practiceId) => {
      // Loaded with the session itself: someone who can switch is signed in.
      const { createPracticeSwitch } = core.loadedPart() ?? (await core.signedInPart());
      return createPracticeSwitch(core, { queryClient, memory })(practiceId);
    },
    signOut,
  };
};
