import { z } from 'zod';
import { blankAsUndefined, booleanFlag, endpoint, optionalText } from './env-fields';
import {
  observabilityFields,
  refineObservability,
  toObservabilityEnv,
  type ObservabilityEnv,
} from './observability-env';

/**
 * The environment, parsed once at start-up so that a misconfigured build fails with a clear
 * message instead of misbehaving later. Only VITE_* variables reach the browser.
 */
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;

const envSchema = (origin: string | undefined) =>
  z
    .object({
      MODE: z.string(),
      PROD: z.boolean(),
      VITE_API_BASE_URL: z.string().min(1).default('/api'),
      /** Serve every call from the offline API in the browser (npm start). */
      VITE_OFFLINE: booleanFlag,
      VITE_RELEASE: blankAsUndefined(z.string().trim().optional()),
      VITE_COGNITO_REGION: blankAsUndefined(
        z
          .string()
          .trim()
          .regex(REGION, 'Expected an AWS region such as ca-central-1')
          .default('ca-central-1'),
      ),
      VITE_COGNITO_USER_POOL_ID: optionalText(
        /^[a-z0-9-]+_[0-9A-Za-z]+$/,
        'a user pool id such as ca-central-1_AbC123',
      ),
      VITE_COGNITO_CLIENT_ID: optionalText(/^[\w+]+$/, 'an app client id'),
      VITE_COGNITO_IDENTITY_POOL_ID: optionalText(
        /^[a-z0-9-]+:[0-9a-f-]+$/,
        'an identity pool id such as ca-central-1:00000000-0000-0000-0000-000000000000',
      ),
      VITE_COGNITO_USER_POOL_ENDPOINT: endpoint(origin),
      VITE_COGNITO_IDENTITY_POOL_ENDPOINT: endpoint(origin),
      /** The identity provider's logout page, for users who signed in through the hosted login. */
      VITE_HOSTED_LOGOUT_URL: blankAsUndefined(z.httpUrl('Expected an http(s) URL').optional()),
      /** The provider's general support line and address (SPEC §1), shown wherever users are sent to support. */
      VITE_SUPPORT_PHONE: blankAsUndefined(z.string().trim().min(7).default('1 855 555-0142')),
      VITE_SUPPORT_EMAIL: blankAsUndefined(
        z.email('Expected an email address').default('support@portail-dentaire.ca'),
      ),
      VITE_PRODUCT_NAME: blankAsUndefined(z.string().trim().min(1).default('Portail dentaire')),
      ...observabilityFields(origin),
    })
    .superRefine((value, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const region = value.VITE_COGNITO_REGION;
      const pool = value.VITE_COGNITO_USER_POOL_ID;
      // One without the other is a half-done configuration, not "sign-in disabled".
      if (pool && !value.VITE_COGNITO_CLIENT_ID) issue('VITE_COGNITO_CLIENT_ID', 'Required with a user pool');
      if (!pool && value.VITE_COGNITO_CLIENT_ID)
        issue('VITE_COGNITO_USER_POOL_ID', 'Required with a client id');
      // Amplify takes the region from the pool ids: a mismatch would silently call another region.
      if (pool && !pool.startsWith(`${region}_`))
        issue('VITE_COGNITO_USER_POOL_ID', `Expected a user pool of the region ${region}`);
      const identityPool = value.VITE_COGNITO_IDENTITY_POOL_ID;
      if (identityPool && !identityPool.startsWith(`${region}:`))
        issue('VITE_COGNITO_IDENTITY_POOL_ID', `Expected an identity pool of the region ${region}`);
      if (identityPool && !pool) issue('VITE_COGNITO_USER_POOL_ID', 'Required with an identity pool');
      if (value.VITE_COGNITO_USER_POOL_ENDPOINT && !pool)
        issue('VITE_COGNITO_USER_POOL_ENDPOINT', 'Set without a user pool');
      if (value.VITE_COGNITO_IDENTITY_POOL_ENDPOINT && !identityPool)
        issue('VITE_COGNITO_IDENTITY_POOL_ENDPOINT', 'Set without an identity pool');
      refineObservability(value, issue);
    });

/** The Cognito user pool (and optional identity pool) that sign-in uses, as Amplify needs them. */
export interface CognitoEnv {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId?: string;
  /** Absolute URLs: replace Cognito's regional endpoints (the offline emulator). */
  userPoolEndpoint?: string;
  identityPoolEndpoint?: string;
}

export interface AppEnv extends ObservabilityEnv {
  mode: string;
  production: boolean;
  apiBaseUrl: string;
  offline: boolean;
  /**
   * A response that breaks its contract throws in development, tests and the offline mode;
   * in a production build against a real backend it is reported as drift and the screen goes on.
   */
  strictContracts: boolean;
  /** Absent when no user pool is configured: configureAmplify then refuses to start sign-in. */
  cognito?: CognitoEnv;
  /** Where hosted-login users go after signing out (the provider's logout page). */
  hostedLogoutUrl?: string;
  supportPhone: string;
  supportEmail: string;
  productName: string;
}

const pageOrigin = (): string | null => {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : null;
};

/**
 * Checks and shapes the environment. It runs where zod may run: at build and dev-server start
 * (scripts/config/env-plugin.ts), in tests, and in scripts, never in the browser: zod alone is
 * over a tenth of the sign-in page's budget. `origin` resolves endpoint paths: the page's by
 * default, null where there is no page.
 */
export const parseEnv = (raw: Record<string, unknown>, origin: string | null = pageOrigin()): AppEnv => {
  const result = envSchema(origin ?? undefined).safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(result.error)}`);
  }
  const parsed = result.data;
  const userPoolId = parsed.VITE_COGNITO_USER_POOL_ID;
  const userPoolClientId = parsed.VITE_COGNITO_CLIENT_ID;
  return {
    mode: parsed.MODE,
    production: parsed.PROD,
    apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/+$/, ''),
    offline: parsed.VITE_OFFLINE,
    strictContracts: !parsed.PROD || parsed.VITE_OFFLINE,
    ...(userPoolId && userPoolClientId
      ? {
          cognito: {
            region: parsed.VITE_COGNITO_REGION,
            userPoolId,
            userPoolClientId,
            ...(parsed.VITE_COGNITO_IDENTITY_POOL_ID
              ? { identityPoolId: parsed.VITE_COGNITO_IDENTITY_POOL_ID }
              : {}),
            ...(parsed.VITE_COGNITO_USER_POOL_ENDPOINT
              ? { userPoolEndpoint: parsed.VITE_COGNITO_USER_POOL_ENDPOINT }
              : {}),
            ...(parsed.VITE_COGNITO_IDENTITY_POOL_ENDPOINT
              ? { identityPoolEndpoint: parsed.VITE_COGNITO_IDENTITY_POOL_ENDPOINT }
              : {}),
          },
        }
      : {}),
    ...(parsed.VITE_HOSTED_LOGOUT_URL ? { hostedLogoutUrl: parsed.VITE_HOSTED_LOGOUT_URL } : {}),
    supportPhone: parsed.VITE_SUPPORT_PHONE,
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
    productName: parsed.VITE_PRODUCT_NAME,
    ...toObservabilityEnv(parsed),
  };
};
