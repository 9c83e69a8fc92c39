import type { AppEnv } from '@/config/env-schema';
import { FEATURE_FLAG_DEFAULTS, resetFeatureFlags, setFeatureFlags } from '@/lib/feature-flags/feature-flags';
import { logger } from '@/lib/logger/logger';
import type { ObservabilityService } from './observability-service';

type FlagsmithEnv = Pick<AppEnv, 'flagsmith'>;

const defaultFlags = Object.fromEntries(
  Object.entries(FEATURE_FLAG_DEFAULTS).map(([name, enabled]) => [name, { enabled, value: null }]),
);

/** Flags and identities from Flagsmith, cached in local storage; no evaluation analytics. */
export const loadFlagsmith = async (env: FlagsmithEnv): Promise<ObservabilityService> => {
  const config = env.flagsmith;
  if (!config) throw new Error('Flagsmith is not configured');
  const { createFlagsmithInstance } = await import('flagsmith');
  const flagsmith = createFlagsmithInstance();
  const publish = () => {
    const flags = flagsmith.getAllFlags();
    setFeatureFlags(Object.fromEntries(Object.entries(flags).map(([name, flag]) => [name, flag.enabled])));
  };
  await flagsmith.init({
    environmentID: config.environmentId,
    api: config.apiUrl,
    cacheFlags: true,
    enableAnalytics: false,
    defaultFlags,
    // The page's fetch (not the SDK's XHR polyfill): what the offline API and tests intercept.
    fetch: (input: RequestInfo, init?: RequestInit) => globalThis.fetch(input, init),
    onChange: publish,
    onError: (error) => logger.warn('flags', error),
  });
  let identified: string | undefined;
  const follow = (work: Promise<void>) =>
    work.then(publish).catch((error: unknown) => logger.warn('flags', error));
  return {
    name: 'flagsmith',
    setIdentity: (identity) => {
      if (identity?.userId === identified) return;
      identified = identity?.userId;
      if (!identity) {
        resetFeatureFlags();
        return follow(flagsmith.logout());
      }
      return follow(
        flagsmith.identify(identity.userId, {
          system_admin: identity.systemAdmin,
          practice_count: identity.practiceIds.length,
        }),
      );
    },
    flush: () => Promise.resolve(),
    close: () => {
      flagsmith.stopListening();
      return Promise.resolve();
    },
  };
};
