import { resetAccessTokenProvider, setAccessTokenProvider } from '@/api/access-token';
import type { AuthEvent, AuthIdentity, SessionAuth } from '@/lib/session/session-auth';
import { issueAccessToken } from '../../mocks/auth/access-tokens';
import { findUserByUsername, NO_PROFILE_USER_ID, NO_PROFILE_USERNAME } from '../../mocks/db/users';

interface FakeSignIn {
  /** The ID token's custom:permissions claim; the demo user's own permissions by default. */
  permissions?: string;
  hostedLogin?: boolean;
}

/**
 * An identity provider for session tests that need to drive what Amplify would do (refresh
 * failures, network errors, hosted login) without the Cognito emulator: a signed-in user's API
 * calls carry a token of the offline API, as with signInAs().
 */
export const fakeSessionAuth = () => {
  const listeners = new Set<(event: AuthEvent) => void>();
  let identity: AuthIdentity | undefined;
  let failure: Error | undefined;
  const signOuts: string[] = [];
  let renewals = 0;
  let refuseRenewal = false;

  const emit = (event: AuthEvent) => {
    for (const listener of listeners) listener(event);
  };

  const auth: SessionAuth = {
    currentIdentity: () => (failure ? Promise.reject(failure) : Promise.resolve(identity)),
    renew: () => {
      renewals += 1;
      if (failure) return Promise.reject(failure);
      return Promise.resolve(identity !== undefined && !refuseRenewal);
    },
    signOut: () => {
      signOuts.push('signOut');
      identity = undefined;
      resetAccessTokenProvider();
      emit({ type: 'signedOut' });
      return Promise.resolve();
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    auth,
    /** Signs a demo user in (noprofile included): tokens for the offline API, claims for the session. */
    signIn: (username: string, { permissions, hostedLogin = false }: FakeSignIn = {}) => {
      const user = findUserByUsername(username);
      const id = username === NO_PROFILE_USERNAME ? NO_PROFILE_USER_ID : user?.id;
      if (!id) throw new Error(`No demo user ${username} in the offline database`);
      const claim = permissions ?? user?.permissions.join(',') ?? '';
      identity = { idTokenClaims: { sub: id, 'custom:permissions': claim }, hostedLogin };
      setAccessTokenProvider(() => issueAccessToken({ id, username }));
    },
    setClaims: (claims: Record<string, unknown>) => {
      if (identity) identity = { ...identity, idTokenClaims: claims };
    },
    /** Makes currentIdentity reject (e.g. an Amplify NetworkError), or stop rejecting. */
    failWith: (error: Error | undefined) => {
      failure = error;
    },
    emit,
    signOutCount: () => signOuts.length,
    /** From now on, renewing the tokens is refused (a revoked refresh token). */
    refuseRenewal: () => {
      refuseRenewal = true;
    },
    renewalCount: () => renewals,
  };
};

/** An error named like Amplify's (AuthError names: NetworkError, NotAuthorizedException…). */
export const amplifyError = (name: string, message = name): Error =>
  Object.assign(new Error(message), { name });
