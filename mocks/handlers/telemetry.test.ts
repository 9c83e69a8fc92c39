import { beforeEach, describe, expect, it } from 'vitest';
import { clearTelemetryInbox, telemetryInbox } from './telemetry-inbox';
import { readSentryEnvelope } from './telemetry-payloads';

const ORIGIN = 'http://localhost';
const FLAGSMITH = `${ORIGIN}/__telemetry/flagsmith/api/v1`;
const key = { 'x-environment-key': 'offline' };

beforeEach(async () => {
  await fetch(`${ORIGIN}/api/__offline/telemetry`, { method: 'DELETE' });
});

describe('offline Sentry tunnel', () => {
  it('records each item of an envelope', async () => {
    const envelope = [
      JSON.stringify({ event_id: 'e1', dsn: 'https://k@sentry.offline.invalid/1' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ message: 'boom', tags: { session: 'signedOut' } }),
      JSON.stringify({ type: 'session' }),
      JSON.stringify({ status: 'ok' }),
    ].join('\n');
    const response = await fetch(`${ORIGIN}/__telemetry/sentry`, { method: 'POST', body: envelope });
    expect(response.ok).toBe(true);
    expect(telemetryInbox.sentry).toEqual([
      { type: 'event', payload: { message: 'boom', tags: { session: 'signedOut' } } },
      { type: 'session', payload: { status: 'ok' } },
    ]);
    expect(readSentryEnvelope('{}\n{"type":"client_report"}\nnot json')).toEqual([
      { type: 'client_report', payload: 'not json' },
    ]);
  });
});

describe('offline PostHog', () => {
  const capture = (body: BodyInit, query = '') =>
    fetch(`${ORIGIN}/__telemetry/posthog/e/${query}`, { method: 'POST', body });

  it('records events sent as JSON, as a batch, base64 form data or gzip', async () => {
    await capture(
      JSON.stringify({ event: '$pageview', properties: { distinct_id: 'u1', route_name: 'home' } }),
    );
    await capture(
      JSON.stringify({ api_key: 'k', batch: [{ event: 'a' }, { event: 'b', distinct_id: 'u2' }] }),
    );
    const base64 = btoa(JSON.stringify([{ event: 'c' }]));
    await capture(new URLSearchParams({ data: base64 }).toString(), '?compression=base64');
    const gzip = await new Response(
      new Response(JSON.stringify({ event: 'd', $set: { practice_count: 2 } })).body!.pipeThrough(
        new CompressionStream('gzip'),
      ),
    ).arrayBuffer();
    await capture(gzip, '?compression=gzip-js');
    expect(telemetryInbox.posthog.map((event) => [event.event, event.distinct_id ?? null])).toEqual([
      ['$pageview', 'u1'],
      ['a', null],
      ['b', 'u2'],
      ['c', null],
      ['d', null],
    ]);
    expect(telemetryInbox.posthog.at(-1)?.$set).toEqual({ practice_count: 2 });
  });

  it('answers flag and config requests with nothing, and counts the flag requests', async () => {
    const flags = await fetch(`${ORIGIN}/__telemetry/posthog/flags/?v=2`, { method: 'POST', body: '{}' });
    expect(await flags.json()).toMatchObject({ featureFlags: {} });
    const config = await fetch(`${ORIGIN}/__telemetry/posthog/array/phc_offline/config`);
    expect(config.ok).toBe(true);
    expect(telemetryInbox.posthogFlagRequests).toBe(1);
    expect(telemetryInbox.posthog).toEqual([]);
  });
});

describe('offline Flagsmith', () => {
  it('serves the seeded flags, new_apt_notifications off, and refuses a call without the key', async () => {
    expect((await fetch(`${FLAGSMITH}/flags/`)).status).toBe(401);
    const flags = (await (await fetch(`${FLAGSMITH}/flags/`, { headers: key })).json()) as unknown[];
    expect(flags).toMatchObject([{ enabled: false, feature: { name: 'new_apt_notifications' } }]);
    expect(flags).toHaveLength(1);
  });

  it('keeps the traits of an identity, and a flag turned on applies to everyone', async () => {
    const identify = await fetch(`${FLAGSMITH}/identities/`, {
      method: 'POST',
      headers: { ...key, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'u1', traits: [{ trait_key: 'practice_count', trait_value: 2 }] }),
    });
    expect(await identify.json()).toMatchObject({
      identifier: 'u1',
      traits: [{ trait_key: 'practice_count', trait_value: 2 }],
    });
    const turnedOn = await fetch(`${ORIGIN}/api/__offline/feature-flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'new_apt_notifications', enabled: true }),
    });
    expect(turnedOn.ok).toBe(true);
    const again = (await (
      await fetch(`${FLAGSMITH}/identities/?identifier=u1`, { headers: key })
    ).json()) as {
      flags: { enabled: boolean }[];
      traits: unknown[];
    };
    expect(again.flags[0]?.enabled).toBe(true);
    expect(again.traits).toHaveLength(1);
    const unknown = await fetch(`${ORIGIN}/api/__offline/feature-flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'nope', enabled: true }),
    });
    expect(unknown.status).toBe(404);
    const inbox = (await (await fetch(`${ORIGIN}/api/__offline/telemetry`)).json()) as typeof telemetryInbox;
    expect(inbox.flagsmith.map(({ method, path, identifier }) => [method, path, identifier])).toEqual([
      ['POST', 'identities/', 'u1'],
      ['GET', 'identities/', 'u1'],
    ]);
    clearTelemetryInbox();
  });
});
