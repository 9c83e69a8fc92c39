import { permissionsFromClaims } from './permissions';
import type { AuthEvent, SessionAuth } from './session-auth';
import type { SessionCore } from './session-core';
import { isNetworkFailure } from './session-error';

interface TokenEventsOptions {
  auth: SessionAuth;
  warn: (message: string, cause: unknown) => void;
  /** Signs out at the provider, a failure only noted: the local session ends anyway. */
  signOutQuietly: () => Promise<void>;
}

/**
 * What the tokens' life does to the session (SPEC §4): a refused refresh token or a second 401
 * ends it, with the reason said; renewed tokens may carry other permissions; a provider out of
 * reach keeps the user, with a network error to show.
 */
export const createTokenEvents = (core: SessionCore, { auth, warn, signOutQuietly }: TokenEventsOptions) => {
  /** The refresh token was refused: the user is signed out and told why. */
  const expire = async () => {
    core.cancel();
    await signOutQuietly();
    core.clear('sessionExpired');
  };

  /**
   * The API refused the session's token (401): renew it once and let the call go again; refused
   * again, or no renewal possible, the session has expired (signed out, told why, and the guard
   * sends the user to sign in with the page as redirect). A provider out of reach keeps the user.
   */
  const onUnauthorized = async (moment: 'first' | 'again'): Promise<boolean> => {
    if (core.snapshot().status !== 'signedIn') return false;
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
      const snapshot = core.snapshot();
      if (!identity || snapshot.status !== 'signedIn') return;
      core.hostedLogin.value = identity.hostedLogin;
      const { error, ...rest } = snapshot;
      core.commit({
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
    const snapshot = core.snapshot();
    if (event.type === 'signedOut') {
      // Signed out elsewhere (the sign-in screen, another part of the app).
      if (snapshot.status !== 'signedOut') {
        core.cancel();
        core.clear();
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
      core.commit({ ...snapshot, error: isNetworkFailure(event.error) ? 'network' : 'unknown' });
    }
  };

  return { onUnauthorized, onAuthEvent };
};
