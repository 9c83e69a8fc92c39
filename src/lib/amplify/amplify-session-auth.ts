import type { SessionAuth } from '@/lib/session/session-auth';
import { freshStoredTokens, loadAmplify, maySignedInSessionExist, whenAmplifyLoaded } from './amplify-loader';
import { isHostedLogin } from './hosted-login';

/**
 * The refresh failures after which Amplify drops the tokens (TokenOrchestrator's
 * isAuthenticationError, aws-amplify 6.22): the refresh token itself is refused. Any other
 * failure (network, throttling, server error) leaves the tokens for the next attempt.
 */
const REFUSED_REFRESH = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
];

export const isRefusedRefresh = (error: unknown): boolean => {
  const name = error instanceof Error ? error.name : undefined;
  return name !== undefined && REFUSED_REFRESH.some((refused) => name.startsWith(refused));
};

/**
 * The session's view of Amplify Auth. Needs configureAmplify() or configureAmplifyOnDemand()
 * first. Amplify loads only when there may be a session to read, or to sign out: a visitor of
 * /login without stored tokens never downloads it before signing in.
 */
export const amplifySessionAuth: SessionAuth = {
  currentIdentity: async () => {
    if (!maySignedInSessionExist()) return undefined;
    const stored = freshStoredTokens();
    if (stored) {
      return {
        idTokenClaims: stored.idClaims,
        hostedLogin: isHostedLogin(stored.idClaims, stored.accessClaims),
      };
    }
    const { auth } = await loadAmplify();
    // Amplify refreshes expired tokens here; a refused refresh comes back as "no tokens".
    const { tokens } = await auth.fetchAuthSession();
    if (!tokens?.accessToken) return undefined;
    const idTokenClaims = tokens.idToken?.payload ?? {};
    return {
      idTokenClaims,
      hostedLogin: isHostedLogin(idTokenClaims, tokens.accessToken.payload),
    };
  },

  renew: async () => {
    if (!maySignedInSessionExist()) return false;
    const { auth } = await loadAmplify();
    try {
      // A refused refresh comes back as "no tokens" (and a tokenRefresh_failure event).
      const { tokens } = await auth.fetchAuthSession({ forceRefresh: true });
      return Boolean(tokens?.accessToken);
    } catch (error) {
      if (isRefusedRefresh(error)) return false;
      throw error;
    }
  },

  // Amplify revokes the refresh token (RevokeToken) and clears the token cookies.
  signOut: async () => {
    if (!maySignedInSessionExist()) return;
    const { auth } = await loadAmplify();
    await auth.signOut();
  },

  // Amplify's events only follow Amplify's own calls: listening from its load misses none.
  listen: (listener) => {
    let unlisten: (() => void) | undefined;
    const cancel = whenAmplifyLoaded(({ utils }) => {
      unlisten = utils.Hub.listen('auth', ({ payload }) => {
        switch (payload.event) {
          case 'tokenRefresh':
            listener({ type: 'tokensRefreshed' });
            break;
          case 'tokenRefresh_failure': {
            const error = payload.data.error;
            listener({ type: 'refreshFailed', error, refreshTokenRefused: isRefusedRefresh(error) });
            break;
          }
          case 'signedOut':
            listener({ type: 'signedOut' });
            break;
          default:
            break;
        }
      });
    });
    return () => {
      cancel();
      unlisten?.();
    };
  },
};
