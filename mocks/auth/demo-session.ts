import { issueAccessToken, type AccessTokenSubject } from './access-tokens';

const LIFETIME_SECONDS = 3600;

/**
 * Bearer tokens for one demo user of the offline mode, renewed before they expire. Until
 * sign-in goes through Amplify and the Cognito emulator, the offline app calls the API as the
 * demo system administrator.
 */
export const demoAccessTokenProvider = (subject: AccessTokenSubject) => {
  let current: { token: string; expiresAt: number } | undefined;
  return async (): Promise<string> => {
    if (!current || current.expiresAt - Date.now() < 60_000) {
      current = {
        token: await issueAccessToken(subject, LIFETIME_SECONDS),
        expiresAt: Date.now() + LIFETIME_SECONDS * 1000,
      };
    }
    return current.token;
  };
};
