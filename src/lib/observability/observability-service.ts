import type { ObservedIdentity } from './observed-session';

/** What each loaded SDK (Sentry, PostHog, Flagsmith) does for the app. */
export interface ObservabilityService {
  name: string;
  /** Follows the session: null is signed out. */
  setIdentity: (identity: ObservedIdentity | null) => void | Promise<void>;
  pageView?: (routeName: string) => void;
  /** Sends what is queued (tests, and before the page unloads). */
  flush: (timeoutMs: number) => Promise<void>;
  close: () => Promise<void>;
}

/** Sentry's region tag (SPEC §1: cloud region ca-central-1). */
export const CLOUD_REGION = 'ca-central-1';
