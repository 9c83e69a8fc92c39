import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { setAccessTokenProvider } from '@/api/access-token';
import type { AppEnv, CognitoEnv } from '@/config/env-schema';
import { amplifySessionToken } from './session-token';

/**
 * Where Amplify keeps the tokens (SPEC §9: 365 days, secure, path /). Cookies rather than
 * Amplify's default localStorage: nothing of the session lives in localStorage.
 *
 * `secure: true` still works on http://localhost in Chromium (checked with Chromium 156: a Secure
 * cookie set by script on http://localhost or http://127.0.0.1 is kept, both count as secure
 * contexts), so the offline mode signs in there. WebKit (Safari, Playwright's webkit)
 * drops Secure cookies on http://localhost: there, sign-in seems to succeed and the next
 * session read finds no tokens. Use https (or Chromium/Firefox) to run the offline mode in WebKit.
 *
 * sameSite 'strict': the tokens are only ever read by this app's own scripts.
 */
export const tokenCookieStorage = (): CookieStorage =>
  new CookieStorage({ path: '/', expires: 365, secure: true, sameSite: 'strict' });

/** The Amplify Auth configuration of a user pool (and optional identity pool). */
export const amplifyAuthConfig = (cognito: CognitoEnv): ResourcesConfig['Auth'] => {
  const userPool = {
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    ...(cognito.userPoolEndpoint ? { userPoolEndpoint: cognito.userPoolEndpoint } : {}),
    // Sign-in by username; USER_SRP_AUTH is Amplify's default flow, so nothing to set for it.
    loginWith: { username: true },
  };
  // Amplify's types refuse identity-pool fields on a user-pool-only configuration.
  if (!cognito.identityPoolId) return { Cognito: userPool };
  return {
    Cognito: {
      ...userPool,
      identityPoolId: cognito.identityPoolId,
      ...(cognito.identityPoolEndpoint ? { identityPoolEndpoint: cognito.identityPoolEndpoint } : {}),
    },
  };
};

/**
 * Configures Amplify for sign-in, once at start-up (and again in tests). Then every API call
 * carries the Amplify session's access token, refreshed by Amplify when it has expired.
 *
 * Guest access is off (no allowGuestAccess): Amplify keeps only a guest identity id in
 * localStorage, so the identity id of a signed-in user stays in memory.
 */
export const configureAmplify = (env: Pick<AppEnv, 'cognito'>): void => {
  if (!env.cognito) {
    throw new Error(
      'Sign-in is not configured: set VITE_COGNITO_USER_POOL_ID and VITE_COGNITO_CLIENT_ID (see .env.example).',
    );
  }
  Amplify.configure({ Auth: amplifyAuthConfig(env.cognito) });
  // After configure: every Amplify.configure() puts the token store back on localStorage.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenCookieStorage());
  setAccessTokenProvider(amplifySessionToken);
};
