/**
 * Where the HTTP client gets the bearer token. Sign-in installs the Amplify session's provider
 * (src/lib/amplify/session-token.ts) once Amplify is configured; the offline start-up or a test
 * may plug another one. Without a provider, calls go out without a token and the API answers 401.
 */
export type AccessTokenProvider = () => Promise<string | undefined>;

const noToken: AccessTokenProvider = () => Promise.resolve(undefined);

let provider: AccessTokenProvider = noToken;

export const setAccessTokenProvider = (next: AccessTokenProvider): void => {
  provider = next;
};

export const resetAccessTokenProvider = (): void => {
  provider = noToken;
};

export const getAccessToken = (): Promise<string | undefined> => provider();
