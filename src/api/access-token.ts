/**
 * Where the HTTP client gets the bearer token: by default the access token of the Amplify
 * session (refreshed by Amplify when it expires). The offline start-up or a test may plug
 * another provider.
 */
export type AccessTokenProvider = () => Promise<string | undefined>;

const amplifySessionToken: AccessTokenProvider = async () => {
  const { Amplify } = await import('aws-amplify');
  // Before Amplify is configured there is no session to ask (and Amplify would warn).
  if (!Amplify.getConfig().Auth) return undefined;
  const { fetchAuthSession } = await import('aws-amplify/auth');
  const session = await fetchAuthSession();
  return session.tokens?.accessToken.toString();
};

let provider: AccessTokenProvider = amplifySessionToken;

export const setAccessTokenProvider = (next: AccessTokenProvider): void => {
  provider = next;
};

export const resetAccessTokenProvider = (): void => {
  provider = amplifySessionToken;
};

export const getAccessToken = (): Promise<string | undefined> => provider();
