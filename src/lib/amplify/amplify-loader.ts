import { setAccessTokenProvider } from '@/api/access-token';
import type * as AmplifyAuth from 'aws-amplify/auth';
import type * as AmplifyUtils from 'aws-amplify/utils';
import type { AppEnv, CognitoEnv } from '@/config/env-schema';
import { hasStoredTokens, readStoredTokens, type StoredTokens } from './stored-tokens';

/** What the app uses of Amplify, loaded together in one chunk. */
export interface AmplifyModules {
  auth: typeof AmplifyAuth;
  utils: typeof AmplifyUtils;
}

/** Set by configureAmplifyOnDemand: Amplify is configured with it when it loads. */
let deferred: CognitoEnv | undefined;
let deferredTaken = false;
let loading: Promise<AmplifyModules> | undefined;
let loaded: AmplifyModules | undefined;
const onLoad = new Set<(modules: AmplifyModules) => void>();

/** The configuration configureAmplifyOnDemand left, once: applied when Amplify loads. */
export const takeDeferredConfiguration = (): CognitoEnv | undefined => {
  if (deferredTaken || !deferred) return undefined;
  deferredTaken = true;
  return deferred;
};

/**
 * Loads Amplify (some 40 KB gzip that /login does not need before the user signs in),
 * configured with what configureAmplifyOnDemand deferred: every caller of aws-amplify/auth (the
 * session, the sign-in flow, the password change) gets it from here. Where configureAmplify was
 * called directly (tests), it only imports it.
 */
export const loadAmplify = (): Promise<AmplifyModules> => {
  loading ??= Promise.all([
    import('aws-amplify/auth'),
    import('aws-amplify/utils'),
    import('./configure'),
  ]).then(
    ([auth, utils, { configureAmplify }]) => {
      const cognito = takeDeferredConfiguration();
      if (cognito) configureAmplify({ cognito });
      const modules = { auth, utils };
      loaded = modules;
      // Synchronously, before any caller of loadAmplify() goes on: no Amplify event is missed.
      for (const listener of onLoad) listener(modules);
      onLoad.clear();
      return modules;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline for a moment) is tried again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** Calls `listener` once Amplify is loaded (at once if it is); returns the cancel function. */
export const whenAmplifyLoaded = (listener: (modules: AmplifyModules) => void): (() => void) => {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  onLoad.add(listener);
  return () => onLoad.delete(listener);
};

/**
 * Whether someone may be signed in. False only when Amplify was deferred, has not loaded, and
 * no token of this client is stored: then nobody is, and Amplify need not load to say so.
 */
export const maySignedInSessionExist = (cookies: () => string = () => document.cookie): boolean =>
  loaded !== undefined || deferred === undefined || hasStoredTokens(cookies(), deferred.userPoolClientId);

/**
 * The stored tokens while they are fresh and Amplify has not loaded (a direct visit of a signed-in
 * screen): enough to call the API and to know who is signed in. Once Amplify has loaded, it alone
 * reads the tokens, as it may be refreshing them.
 */
export const freshStoredTokens = (
  cookies: () => string = () => document.cookie,
  now: () => number = Date.now,
): StoredTokens | undefined =>
  loaded === undefined && deferred !== undefined
    ? readStoredTokens(cookies(), deferred.userPoolClientId, now())
    : undefined;

/**
 * The access token of the session: the stored one while fresh, otherwise Amplify's (which
 * refreshes it), without loading Amplify for nobody.
 */
const lazySessionToken = async (): Promise<string | undefined> => {
  if (!maySignedInSessionExist()) return undefined;
  const stored = freshStoredTokens();
  if (stored) return stored.accessToken;
  const { auth } = await loadAmplify();
  const session = await auth.fetchAuthSession();
  return session.tokens?.accessToken.toString();
};

/**
 * The start-up's configureAmplify: checks the configuration at once (a build without a user pool
 * fails at start, as before) but loads and configures Amplify only when it is first needed (a
 * stored session, a sign-in).
 */
export const configureAmplifyOnDemand = (env: Pick<AppEnv, 'cognito'>): void => {
  if (!env.cognito) {
    throw new Error(
      'Sign-in is not configured: set VITE_COGNITO_USER_POOL_ID and VITE_COGNITO_CLIENT_ID (see .env.example).',
    );
  }
  deferred = env.cognito;
  setAccessTokenProvider(lazySessionToken);
};
