import type { AppEnv } from '@/config/env-schema';
import { onPageView } from '@/lib/analytics/page-views';
import { errorReporterSlot, type ErrorReporter } from '@/lib/logger/error-reporter';
import { logger } from '@/lib/logger/logger';
import { reportContractDrift } from './contract-drift';
import type { ObservabilityService } from './observability-service';
import type { ObservedIdentity } from './observed-session';

type ObservabilityEnv = Pick<
  AppEnv,
  'environment' | 'production' | 'release' | 'sentry' | 'posthog' | 'flagsmith'
>;

export interface ObservabilityLoaders {
  sentry: (env: ObservabilityEnv) => Promise<{ service: ObservabilityService; reporter: ErrorReporter }>;
  posthog: (env: ObservabilityEnv) => Promise<ObservabilityService>;
  flagsmith: (env: ObservabilityEnv) => Promise<ObservabilityService>;
}

// Each SDK is its own chunk, fetched only when its key is set: none of them is in /login's bundle.
const defaultLoaders: ObservabilityLoaders = {
  sentry: async (env) => (await import('./sentry-service')).loadSentry(env),
  posthog: async (env) => (await import('./posthog-service')).loadPosthog(env),
  flagsmith: async (env) => (await import('./flagsmith-service')).loadFlagsmith(env),
};

/** After the first render has painted, when the browser is idle (or soon anyway). */
const afterFirstRender = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 1);
};

const PENDING_PAGE_VIEWS = 20;

let active: ObservabilityHandle | undefined;
let services: ObservabilityService[] = [];
let identity: ObservedIdentity | null | undefined;
let pending: Promise<unknown> = Promise.resolve();

const track = (work: Promise<unknown>) => {
  pending = Promise.allSettled([pending, work]);
};

/** The session as the services should know it (ObservabilityBridge calls it); kept for late loaders. */
export const observeSession = (next: ObservedIdentity | null): void => {
  identity = next;
  services.forEach((service) => track(Promise.resolve(service.setIdentity(next))));
};

export interface ObservabilityHandle {
  /** Resolves once every configured SDK has loaded (or failed to, which is logged). */
  ready: Promise<void>;
  /** Resolves when the identity changes sent so far have been answered, then flushes. */
  settle: (timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts error reporting, product analytics and feature flags, each only when its key is set.
 * Call once at start-up, right after the first render; the SDKs load afterwards.
 */
export const startObservability = (
  env: ObservabilityEnv,
  { loaders = defaultLoaders, defer = afterFirstRender } = {},
): ObservabilityHandle => {
  // Started once per page: a second call (hot reload) must not load or subscribe twice.
  if (active) return active;
  const stopDrift = reportContractDrift(logger);
  if (!env.sentry) errorReporterSlot.disable();

  const viewsBeforeLoad: string[] = [];
  const stopPageViews = env.posthog
    ? onPageView((routeName) => {
        const analytics = services.find((service) => service.pageView);
        if (analytics?.pageView) analytics.pageView(routeName);
        else if (viewsBeforeLoad.length < PENDING_PAGE_VIEWS) viewsBeforeLoad.push(routeName);
      })
    : () => undefined;

  const adopt = (service: ObservabilityService) => {
    services = [...services, service];
    if (identity !== undefined) track(Promise.resolve(service.setIdentity(identity)));
    if (service.pageView) viewsBeforeLoad.splice(0).forEach((routeName) => service.pageView?.(routeName));
  };
  const load = (name: string, work: () => Promise<ObservabilityService>) =>
    work().then(adopt, (error: unknown) => logger.warn('observability', error, { extra: { service: name } }));

  const ready = new Promise<void>((resolve) => {
    defer(() => {
      const loading: Promise<void>[] = [];
      if (env.sentry) {
        loading.push(
          load('sentry', async () => {
            const { service, reporter } = await loaders.sentry(env);
            errorReporterSlot.setReporter(reporter);
            return service;
          }),
        );
      }
      if (env.posthog) loading.push(load('posthog', () => loaders.posthog(env)));
      if (env.flagsmith) loading.push(load('flagsmith', () => loaders.flagsmith(env)));
      void Promise.all(loading).then(() => resolve());
    });
  });

  active = {
    ready,
    settle: async (timeoutMs = 2000) => {
      await ready;
      await pending;
      await Promise.all(services.map((service) => service.flush(timeoutMs)));
    },
    stop: async () => {
      active = undefined;
      stopDrift();
      stopPageViews();
      errorReporterSlot.setReporter(undefined);
      const stopping = services;
      services = [];
      identity = undefined;
      await Promise.all(stopping.map((service) => service.close()));
    },
  };
  return active;
};
