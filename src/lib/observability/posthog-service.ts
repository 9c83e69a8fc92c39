import type { AppEnv } from '@/config/env-schema';
import type { ObservabilityService } from './observability-service';

type PosthogEnv = Pick<AppEnv, 'environment' | 'release' | 'posthog'>;

const URL_PROPERTIES = ['$current_url', '$referrer', '$initial_current_url', '$pathname'];

/** Query strings and fragments may carry searches (a patient's name): analytics keep the path only. */
export const withoutQuery = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/[?#].*$/, '') : value;

type Captured = { properties?: Record<string, unknown> } | null;

export const stripUrlQueries = <T extends Captured>(event: T): T => {
  if (!event?.properties) return event;
  for (const key of URL_PROPERTIES) {
    if (key in event.properties) event.properties[key] = withoutQuery(event.properties[key]);
  }
  return event;
};

/**
 * Page views by route name and who uses the portal, nothing else: no autocapture (element texts
 * may show patients' names), no session recording, no surveys or scripts fetched from PostHog.
 */
export const posthogOptions = (env: PosthogEnv) => ({
  api_host: env.posthog?.host ?? '',
  ui_host: null,
  autocapture: false,
  capture_pageview: false,
  capture_pageleave: false,
  capture_exceptions: false,
  capture_dead_clicks: false,
  capture_heatmaps: false,
  rageclick: false,
  disable_session_recording: true,
  disable_surveys: true,
  disable_product_tours: true,
  disable_conversations: true,
  disable_web_experiments: true,
  disable_external_dependency_loading: true,
  // Feature flags come from Flagsmith.
  advanced_disable_feature_flags: true,
  mask_all_text: true,
  mask_all_element_attributes: true,
  person_profiles: 'identified_only' as const,
  // Few events (page views, identity): send each at once rather than on a timer.
  request_batching: false,
  before_send: stripUrlQueries,
});

export const loadPosthog = async (env: PosthogEnv): Promise<ObservabilityService> => {
  const key = env.posthog?.key;
  if (!key) throw new Error('PostHog is not configured');
  const { posthog } = await import('posthog-js/dist/module.slim.no-external');
  // One PostHog per page: a second start (tests, hot reload) keeps the first.
  if (!posthog.__loaded) posthog.init(key, posthogOptions(env));
  posthog.register({ environment: env.environment, ...(env.release ? { release: env.release } : {}) });
  let identified: string | undefined;
  return {
    name: 'posthog',
    setIdentity: (identity) => {
      if (!identity) {
        if (identified) posthog.reset();
        identified = undefined;
        return;
      }
      posthog.identify(identity.userId, {
        system_admin: identity.systemAdmin,
        practice_ids: identity.practiceIds,
        practice_count: identity.practiceIds.length,
      });
      identified = identity.userId;
      if (identity.currentPractice) {
        posthog.group('practice', identity.currentPractice.id, { name: identity.currentPractice.name });
      }
    },
    pageView: (routeName) => {
      posthog.capture('$pageview', { route_name: routeName });
    },
    flush: () => Promise.resolve(),
    close: () => {
      // The next start (tests, hot reload) reuses this PostHog: it must not inherit the user.
      if (identified) posthog.reset();
      identified = undefined;
      return Promise.resolve();
    },
  };
};
