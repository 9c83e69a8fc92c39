import { hashKey, type QueryCacheNotifyEvent, type QueryClient } from '@tanstack/react-query';
import type { Practice } from '@/api/generated/practices/model';
import { toCurrentPractice } from './current-practice';
import { permissionsFromClaims } from './permissions';
import type { PracticeMemory } from './practice-selection';
import type { AuthEvent, SessionAuth } from './session-auth';
import type * as SessionLoadModule from './session-load';
import { isNetworkFailure, SessionError, toSessionError, type SessionErrorCode } from './session-error';
import { logger } from '@/lib/logger/logger';
import { derive, SIGNED_OUT, type SessionSnapshot, type SessionState } from './session-snapshot';

type SessionLoad = typeof SessionLoadModule;

/**
 * The signed-in part (the generated API client, axios): only once someone is signed in, so
 * that /login, signed out, does not download it.
 */
const importSessionLoad = (): Promise<SessionLoad> => import('./session-load');

export interface SessionStoreOptions {
  auth: SessionAuth;
  queryClient: QueryClient;
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

// The expected endings of a session load (SPEC §5) are the user's situation, not a defect.
const EXPECTED_FAILURES: ReadonlySet<SessionErrorCode> = new Set([
  'profileNotFound',
  'noRoles',
  'noPracticeToSelect',
  'notSignedInAfterLogin',
  'sessionExpired',
  'network',
]);

/** SPEC §8: unexpected session-load errors are logged (and reported); the others only noted. */
const logWarning = (message: string, cause: unknown) => {
  const code = cause instanceof SessionError ? cause.code : toSessionError(cause).code;
  const text = message.replace(/^\[session\] /, '');
  if (EXPECTED_FAILURES.has(code)) logger.warn('session', text);
  else logger.error('session', cause);
};

export const createSessionStore = ({
  auth,
  queryClient,
  memory,
  hostedLogoutUrl,
  navigate = (url) => window.location.assign(url),
  warn = logWarning,
}: SessionStoreOptions): SessionStore => {
  let snapshot = derive({ ...SIGNED_OUT, status: 'loading' });
  const listeners = new Set<() => void>();
  // Every load, selection and sign-out takes a new version: a slower, older one then drops its result.
  let version = 0;
  let hostedLogin = false;
  // Set once a session has loaded: the cache events only matter with a current practice.
  let sessionLoad: SessionLoad | undefined;
  const signedInPart = async () => {
    sessionLoad ??= await importSessionLoad();
    return sessionLoad;
  };

  const commit = (state: SessionState) => {
    snapshot = derive(state);
    for (const listener of listeners) listener();
  };

  const clearSession = (error?: SessionErrorCode) => {
    hostedLogin = false;
    // The next user must not see this one's data.
    queryClient.clear();
    commit({ ...SIGNED_OUT, ...(error ? { error } : {}) });
  };

  const load = async (afterSignIn: boolean): Promise<SessionSnapshot> => {
    const mine = ++version;
    // After a sign-in the sign-in screen stays while the session loads (its button says it is
    // busy): a 'loading' session would replace it with the guards' spinner, and a failure would
    // then come back to an empty form instead of the one the user filled.
    if (!afterSignIn) commit({ ...SIGNED_OUT, status: 'loading' });
    try {
      const identity = await auth.currentIdentity();
      if (mine !== version) return snapshot;
      if (!identity) {
        if (!afterSignIn) {
          commit(SIGNED_OUT);
          return snapshot;
        }
        throw new SessionError('notSignedInAfterLogin');
      }
      hostedLogin = identity.hostedLogin;
      const { loadSignedInSession } = await signedInPart();
      const loaded = await loadSignedInSession(queryClient, memory);
      if (mine !== version) return snapshot;
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
      if (mine !== version) return snapshot;
      const failure = toSessionError(error);
      warn(`[session] ${failure.message}`, error);
      commit({ ...SIGNED_OUT, status: 'error', error: failure.code });
    }
    return snapshot;
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
    const wasHostedLogin = hostedLogin;
    version += 1;
    await signOutQuietly();
    clearSession();
    if (wasHostedLogin && hostedLogoutUrl) navigate(hostedLogoutUrl);
  };

  const selectPractice = async (practiceId: string) => {
    const { user } = snapshot;
    if (snapshot.status !== 'signedIn' || !user) return;
    if (snapshot.currentPractice?.id === practiceId && !snapshot.switchingPractice) return;
    // Anyone but a system administrator picks from their own practices only.
    if (!snapshot.isSystemAdmin && !snapshot.practices.some((practice) => practice.id === practiceId)) {
      commit({ ...snapshot, error: 'practiceUnavailable' });
      return;
    }
    const mine = ++version;
    commit({ ...snapshot, switchingPractice: true });
    try {
      const { fetchPracticeDetails, withPractice } = await signedInPart();
      const details = await fetchPracticeDetails(queryClient, practiceId);
      if (mine !== version) return;
      const selected = withPractice(snapshot.practices, user, details);
      memory.write(user.id, practiceId);
      const { error: _previous, ...rest } = snapshot;
      commit({
        ...rest,
        practices: selected.practices,
        currentPractice: toCurrentPractice(selected.entry, details),
        switchingPractice: false,
      });
    } catch (error) {
      if (mine !== version) return;
      const unreachable = sessionLoad?.isUnreachablePractice(error) ?? false;
      const code = unreachable ? 'practiceUnavailable' : toSessionError(error).code;
      commit({ ...snapshot, switchingPractice: false, error: code });
    }
  };

  /** The refresh token was refused: the user is signed out and told why (SPEC §4). */
  const expire = async () => {
    version += 1;
    await signOutQuietly();
    clearSession('sessionExpired');
  };

  /**
   * The API refused the session's token (401): renew it once and let the call go again; refused
   * again, or no renewal possible, the session has expired (signed out, told why, and the guard
   * sends the user to sign in with the page as redirect). A provider out of reach keeps the user.
   */
  const onUnauthorized = async (moment: 'first' | 'again'): Promise<boolean> => {
    if (snapshot.status !== 'signedIn') return false;
    if (moment === 'first') {
      try {
        if (await auth.renew()) return true;
      } catch (error) {
        warn('[session] The tokens could not be renewed after a 401', error);
        return false;
      }
    }
    await expire();
    return false;
  };

  /** New tokens may carry other permissions; a transient error they follow is over. */
  let rereading = false;
  const rereadClaims = async () => {
    // Reading the identity may refresh again (tokens that are born nearly expired): the
    // refresh event that causes must not start another read, or they would loop.
    if (rereading) return;
    rereading = true;
    try {
      const identity = await auth.currentIdentity();
      if (!identity || snapshot.status !== 'signedIn') return;
      hostedLogin = identity.hostedLogin;
      const { error, ...rest } = snapshot;
      commit({
        ...rest,
        ...(error && error !== 'network' ? { error } : {}),
        permissions: permissionsFromClaims(identity.idTokenClaims),
      });
    } catch {
      // The next API call meets the same failure and reports it.
    } finally {
      rereading = false;
    }
  };

  const onAuthEvent = (event: AuthEvent) => {
    if (event.type === 'signedOut') {
      // Signed out elsewhere (the sign-in screen, another part of the app).
      if (snapshot.status !== 'signedOut') {
        version += 1;
        clearSession();
      }
      return;
    }
    if (snapshot.status === 'signedOut') return;
    if (event.type === 'tokensRefreshed') {
      void rereadClaims();
      return;
    }
    if (event.refreshTokenRefused) {
      void expire();
      return;
    }
    // A network error keeps the tokens and the user (SPEC §4): the next call tries again.
    warn('[session] The tokens could not be refreshed', event.error);
    if (snapshot.status === 'signedIn') {
      commit({ ...snapshot, error: isNetworkFailure(event.error) ? 'network' : 'unknown' });
    }
  };

  /** Keeps the current practice's details in step with the cache (a screen changed its modules). */
  const onCacheEvent = (event: QueryCacheNotifyEvent) => {
    const current = snapshot.currentPractice;
    if (!current || !sessionLoad || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hashKey(sessionLoad.practiceQueryKey(current.id))) return;
    const details = event.query.state.data as Practice | undefined;
    if (!details || details === current.details) return;
    const { id, name, role } = current;
    commit({ ...snapshot, currentPractice: toCurrentPractice({ id, name, role }, details) });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      const unlisten = auth.listen(onAuthEvent);
      const unwatch = queryClient.getQueryCache().subscribe(onCacheEvent);
      // Loaded with the HTTP client's chunk, not with /login's first bundle (budget, decision 009).
      let stopped = false;
      let unhandle: (() => void) | undefined;
      void import('@/api/unauthorized-handler').then(({ setUnauthorizedHandler }) => {
        if (!stopped) unhandle = setUnauthorizedHandler(onUnauthorized);
      });
      void load(false);
      return () => {
        version += 1;
        stopped = true;
        unlisten();
        unwatch();
        unhandle?.();
      };
    },
    reload: () => load(true),
    selectPractice,
    signOut,
  };
};
