import type { AccessTokenProvider } from '@/api/access-token';

/**
 * The access token of the Amplify session: Amplify refreshes it when it has expired, so every
 * call carries a valid token or none. Installed with setAccessTokenProvider after
 * Amplify.configure().
 */
export const amplifySessionToken: AccessTokenProvider = async () => {
  const { fetchAuthSession } = await import('aws-amplify/auth');
  const session = await fetchAuthSession();
  return session.tokens?.accessToken.toString();
};
