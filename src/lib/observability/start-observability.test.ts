import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { trackPageView } from '@/lib/analytics/page-views';
import { getFeatureFlags, resetFeatureFlags } from '@/lib/feature-flags/feature-flags';
import { logger } from '@/lib/logger/logger';
import { errorReporterSlot } from '@/lib/logger/error-reporter';
import { resetOfflineFlags, setOfflineFlag } from '../../../mocks/db/feature-flags';
import { clearTelemetryInbox, telemetryInbox } from '../../../mocks/handlers/telemetry-inbox';
import { server } from '../../../mocks/node';
import type { ObservedIdentity } from './observed-session';
import { observeSession, startObservability, type ObservabilityHandle } from './start-observability';

/** The offline mode's keys (.env.offline), on the test page's origin. */
const offlineEnv = parseEnv(
  {
    MODE: 'offline',
    PROD: false,
    VITE_OFFLINE: 'true',
    VITE_RELEASE: 'portal@test',
    VITE_SENTRY_DSN: 'https://offline@sentry.offline.invalid/1',
    VITE_SENTRY_TUNNEL: '/__telemetry/sentry',
    VITE_POSTHOG_KEY: 'phc_offline',
    VITE_POSTHOG_HOST: '/__telemetry/posthog',
    VITE_FLAGSMITH_ENVIRONMENT_ID: 'offline',
    VITE_FLAGSMITH_API_URL: '/__telemetry/flagsmith/api/v1/',
  },
  'http://localhost',
);

const clinic: ObservedIdentity = {
  userId: 'user-clinic',
  systemAdmin: false,
  practiceIds: ['p1', 'p2'],
  currentPractice: { id: 'p1', name: 'Clinique dentaire du Plateau' },
};

const sentryEvents = () =>
  telemetryInbox.sentry
    .filter((item) => item.type === 'event')
    .map(
      (item) =>
        item.payload as {
          environment?: string;
          release?: string;
          tags?: Record<string, string>;
          user?: { id?: string };
          exception?: { values?: { type?: string; value?: string }[] };
          message?: string;
        },
    );

let unhandled: string[] = [];
const recordUnhandled = ({ request }: { request: Request }) => void unhandled.push(request.url);
let handle: ObservabilityHandle | undefined;

beforeEach(() => {
  clearTelemetryInbox();
  resetOfflineFlags();
  localStorage.clear();
  unhandled = [];
  server.events.on('request:unhandled', recordUnhandled);
});

beforeEach(() => {
  // Errors that earlier test files of this worker logged (isolate: false) wait in the app's slot
  // for a reporter: handed to nobody, so that only this test's reports reach Sentry.
  errorReporterSlot.setReporter({ report: () => undefined });
  errorReporterSlot.setReporter(undefined);
});

afterEach(async () => {
  await handle?.stop();
  handle = undefined;
  resetFeatureFlags();
  server.events.removeListener('request:unhandled', recordUnhandled);
});

/** Starts the services; what `beforeLoad` does happens after the start but before the SDKs load. */
const start = async (beforeLoad: () => void = () => undefined) => {
  let load = () => undefined as void;
  handle = startObservability(offlineEnv, { defer: (run) => (load = run) });
  beforeLoad();
  load();
  await handle.ready;
  return handle;
};

// The logger writes errors to the console as well: expected here, so kept out of the test's failure check.
const expectConsoleErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('startObservability against the offline telemetry services', () => {
  it('reports logged errors to Sentry with the environment, region and session tags', async () => {
    const consoleError = expectConsoleErrors();
    const { settle } = await start(() => {
      // Reported before Sentry loaded: it waits for it.
      logger.error('test', new Error('failed before Sentry loaded'));
    });
    observeSession(clinic);
    logger.error('test', new Error('failed while signed in'));
    logger.error('test', 'not reported', { report: false });
    await settle();

    expect(consoleError).toHaveBeenCalledWith('[test] not reported');
    // One request per event: they may arrive in either order.
    const events = sentryEvents();
    const messageOf = (event: (typeof events)[number]) => event.exception?.values?.[0]?.value;
    expect(events.map(messageOf).sort()).toEqual(['failed before Sentry loaded', 'failed while signed in']);
    expect(events.find((event) => messageOf(event) === 'failed while signed in')).toMatchObject({
      environment: 'offline',
      release: 'portal@test',
      tags: { region: 'ca-central-1', session: 'signedIn', origin: 'test' },
      user: { id: 'user-clinic' },
    });
    expect(unhandled).toEqual([]);
  });

  it('identifies the user and their practice in PostHog, tracks page views by route name, resets on sign-out', async () => {
    const { settle } = await start(() => trackPageView('login'));
    observeSession(clinic);
    trackPageView('communicationHistory');
    observeSession(null);
    await settle();

    // Each event is its own request, sent when PostHog gets to it, in any order.
    // Each event is its own request, sent when PostHog gets to it, in any order.
    await vi.waitFor(() => expect(telemetryInbox.posthog.length).toBeGreaterThanOrEqual(4), {
      timeout: 5000,
    });
    const events = telemetryInbox.posthog;
    const pageViews = events.filter((event) => event.event === '$pageview');
    expect(
      pageViews.map((event) => [event.properties?.route_name, event.distinct_id === 'user-clinic']).sort(),
    ).toEqual([
      ['communicationHistory', true],
      ['login', false],
    ]);
    const identify = events.find((event) => event.event === '$identify');
    expect(identify?.distinct_id).toBe('user-clinic');
    expect(identify?.$set).toMatchObject({ practice_ids: ['p1', 'p2'], system_admin: false });
    const group = events.find((event) => event.event === '$groupidentify');
    expect(group?.properties).toMatchObject({ $group_type: 'practice', $group_key: 'p1' });
    // Nothing recorded the page itself: no autocapture, no session recording.
    expect(events.filter((event) => ['$autocapture', '$snapshot'].includes(event.event))).toEqual([]);
    expect(unhandled).toEqual([]);
  });

  it('reads flags from Flagsmith, per identity, with new_apt_notifications off by default and no analytics', async () => {
    const { settle } = await start();
    expect(getFeatureFlags().new_apt_notifications).toBe(false);
    setOfflineFlag('new_apt_notifications', true);
    observeSession(clinic);
    await settle();
    expect(getFeatureFlags().new_apt_notifications).toBe(true);

    observeSession(null);
    await settle();
    expect(getFeatureFlags()).toEqual({ new_apt_notifications: true });
    expect(telemetryInbox.flagsmith.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET flags/',
      'POST identities/',
      'GET flags/',
    ]);
    expect(telemetryInbox.flagsmith[1]).toMatchObject({
      identifier: 'user-clinic',
      traits: { practice_count: 2 },
    });
    // Flags are cached locally for the next visit.
    expect(Object.keys(localStorage).some((key) => key.includes('FLAGSMITH'))).toBe(true);
    expect(unhandled).toEqual([]);
  });

  it('starts nothing and calls nobody when no key is set', async () => {
    handle = startObservability(parseEnv({ MODE: 'development', PROD: false }, 'http://localhost'), {
      defer: (run) => run(),
    });
    await handle.ready;
    expect(startObservability(offlineEnv)).toBe(handle);
    observeSession(clinic);
    trackPageView('home');
    expectConsoleErrors();
    logger.error('test', new Error('stays in the console'), { report: true });
    await handle.settle();
    expect(telemetryInbox).toEqual({ sentry: [], posthog: [], posthogFlagRequests: 0, flagsmith: [] });
  });
});
