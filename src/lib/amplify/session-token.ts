import type { AccessTokenProvider } from '@/api/access-token';
import { loadAmplify } from './amplify-loader';

/**
 * The access token of the Amplify session: Amplify refreshes it when it has expired, so every
 * call carries a valid token or none. Installed with setAccessTokenProvider after
 * Amplify.configure().
 */
export const amplifySessionToken: AccessTokenProvider = async () => {
  const { auth } = await loadAmplify();
  const session = await auth.fetchAuthSession();
  return session.tokens?.accessToken.toString();
};
