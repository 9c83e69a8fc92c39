/**
 * What the offline telemetry services received, in memory, so tests (and QA, through
 * GET /api/__offline/telemetry) can see that reports and events arrived here and nowhere else.
 */
export interface SentryItem {
  type: string;
  payload: unknown;
}

export interface PosthogEvent {
  event: string;
  distinct_id?: string;
  properties?: Record<string, unknown>;
  /** Person properties set by $identify. */
  $set?: Record<string, unknown>;
}

export interface FlagsmithCall {
  method: string;
  /** Relative to the API root: `flags/`, `identities/`, `analytics/flags/`. */
  path: string;
  identifier?: string;
  traits?: Record<string, unknown>;
}

export interface TelemetryInbox {
  sentry: SentryItem[];
  posthog: PosthogEvent[];
  /** Flag requests PostHog made (it should make none: flags come from Flagsmith). */
  posthogFlagRequests: number;
  flagsmith: FlagsmithCall[];
}

// A long offline session must not grow the page's memory without bound.
const KEEP = 500;

export const telemetryInbox: TelemetryInbox = {
  sentry: [],
  posthog: [],
  posthogFlagRequests: 0,
  flagsmith: [],
};

export const receive = <K extends 'sentry' | 'posthog' | 'flagsmith'>(
  kind: K,
  ...items: TelemetryInbox[K]
): void => {
  const list = telemetryInbox[kind] as unknown[];
  list.push(...items);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
};

export const clearTelemetryInbox = (): void => {
  telemetryInbox.sentry = [];
  telemetryInbox.posthog = [];
  telemetryInbox.posthogFlagRequests = 0;
  telemetryInbox.flagsmith = [];
};
