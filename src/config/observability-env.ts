import { z } from 'zod';
import { blankAsUndefined, endpoint, optionalText } from './env-fields';

/** Flagsmith's own edge API, the SDK's default. */
export const FLAGSMITH_DEFAULT_API = 'https://edge.api.flagsmith.com/api/v1/';

/**
 * The error reporter (Sentry), product analytics (PostHog) and feature flags (Flagsmith).
 * Each is off, with no network call, when its key is absent.
 */
export const observabilityFields = (origin: string | undefined) => ({
  VITE_SENTRY_DSN: optionalText(
    /^https?:\/\/[^@\s/]+@[^\s/]+(\/[^\s]*)?\/\d+$/,
    'a Sentry DSN such as https://key@o1.ingest.sentry.io/123',
  ),
  /** Where envelopes go instead of the DSN's host: a proxy on our side, or the offline API. */
  VITE_SENTRY_TUNNEL: endpoint(origin),
  VITE_POSTHOG_KEY: blankAsUndefined(z.string().trim().optional()),
  VITE_POSTHOG_HOST: endpoint(origin),
  VITE_FLAGSMITH_ENVIRONMENT_ID: blankAsUndefined(z.string().trim().optional()),
  VITE_FLAGSMITH_API_URL: endpoint(origin),
});

type ObservabilityFields = z.output<z.ZodObject<ReturnType<typeof observabilityFields>>>;

export const refineObservability = (
  value: ObservabilityFields,
  issue: (path: string, message: string) => void,
): void => {
  // Without a host the analytics would go to whichever PostHog cloud is the SDK's default:
  // where patient-adjacent usage data lands must be a decision, not an accident.
  if (value.VITE_POSTHOG_KEY && !value.VITE_POSTHOG_HOST) issue('VITE_POSTHOG_HOST', 'Required with a key');
  if (value.VITE_SENTRY_TUNNEL && !value.VITE_SENTRY_DSN) issue('VITE_SENTRY_TUNNEL', 'Set without a DSN');
};

export interface ObservabilityEnv {
  /** What error reports and analytics call this deployment: `production`, else the Vite mode. */
  environment: string;
  release?: string;
  sentry?: { dsn: string; tunnel?: string };
  posthog?: { key: string; host: string };
  flagsmith?: { environmentId: string; apiUrl: string };
}

export const toObservabilityEnv = (
  parsed: ObservabilityFields & { MODE: string; PROD: boolean; VITE_RELEASE?: string | undefined },
): ObservabilityEnv => {
  const dsn = parsed.VITE_SENTRY_DSN;
  const posthogKey = parsed.VITE_POSTHOG_KEY;
  const posthogHost = parsed.VITE_POSTHOG_HOST;
  const flagsmithId = parsed.VITE_FLAGSMITH_ENVIRONMENT_ID;
  return {
    environment: parsed.PROD ? 'production' : parsed.MODE,
    ...(parsed.VITE_RELEASE ? { release: parsed.VITE_RELEASE } : {}),
    ...(dsn
      ? { sentry: { dsn, ...(parsed.VITE_SENTRY_TUNNEL ? { tunnel: parsed.VITE_SENTRY_TUNNEL } : {}) } }
      : {}),
    ...(posthogKey && posthogHost ? { posthog: { key: posthogKey, host: posthogHost } } : {}),
    ...(flagsmithId
      ? {
          flagsmith: {
            environmentId: flagsmithId,
            apiUrl: parsed.VITE_FLAGSMITH_API_URL ?? FLAGSMITH_DEFAULT_API,
          },
        }
      : {}),
  };
};
