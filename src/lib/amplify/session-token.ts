import { fetchAuthSession } from 'aws-amplify/auth';
import type { AccessTokenProvider } from '@/api/access-token';

/**
 * The access token of the Amplify session: Amplify refreshes it when it has expired, so every
 * call carries a valid token or none. Installed with setAccessTokenProvider after
 * Amplify.configure(), by configure.ts, which loads with Amplify: aws-amplify is imported here
 * directly, not through amplify-loader.ts, which imports configure.ts.
 */
export const amplifySessionToken: AccessTokenProvider = async () => {
  const session = await fetchAuthSession();
  return session.tokens?.accessToken.toString();
};
