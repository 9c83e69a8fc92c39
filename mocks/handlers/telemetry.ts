import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { apiPath, telemetryPath } from '../config';
import { listOfflineFlags, resetOfflineFlags, setOfflineFlag } from '../db/feature-flags';
import { notFound, readJsonBody } from './problem';
import { clearTelemetryInbox, receive, telemetryInbox } from './telemetry-inbox';
import { readPosthogEvents, readSentryEnvelope } from './telemetry-payloads';

const FLAGSMITH_API = '/flagsmith/api/v1';

const flagsmithFlags = () =>
  listOfflineFlags().map((flag) => ({
    id: flag.id,
    enabled: flag.enabled,
    feature_state_value: flag.value,
    feature: { id: flag.id, name: flag.name, type: 'STANDARD' },
  }));

const traitsByIdentity = new Map<string, Record<string, unknown>>();

const identityAnswer = (identifier: string) => ({
  identifier,
  flags: flagsmithFlags(),
  traits: Object.entries(traitsByIdentity.get(identifier) ?? {}).map(([trait_key, trait_value]) => ({
    trait_key,
    trait_value,
  })),
});

const IdentityBody = z.object({
  identifier: z.string().min(1),
  traits: z.array(z.object({ trait_key: z.string(), trait_value: z.unknown() })).optional(),
});

// Like Flagsmith, refuse a call without the environment key.
const withoutEnvironmentKey = (request: Request) =>
  request.headers.get('x-environment-key')
    ? undefined
    : HttpResponse.json({ detail: 'Invalid key' }, { status: 401 });

const flagsmithHandlers = [
  http.get(telemetryPath(`${FLAGSMITH_API}/flags/`), ({ request }) => {
    receive('flagsmith', { method: 'GET', path: 'flags/' });
    return withoutEnvironmentKey(request) ?? HttpResponse.json(flagsmithFlags());
  }),
  http.get(telemetryPath(`${FLAGSMITH_API}/identities/`), ({ request }) => {
    const identifier = new URL(request.url).searchParams.get('identifier') ?? '';
    receive('flagsmith', { method: 'GET', path: 'identities/', identifier });
    return withoutEnvironmentKey(request) ?? HttpResponse.json(identityAnswer(identifier));
  }),
  http.post(telemetryPath(`${FLAGSMITH_API}/identities/`), async ({ request }) => {
    const refused = withoutEnvironmentKey(request);
    if (refused) return refused;
    const { identifier, traits = [] } = await readJsonBody(request, IdentityBody);
    const stored = Object.fromEntries(traits.map((trait) => [trait.trait_key, trait.trait_value]));
    traitsByIdentity.set(identifier, { ...traitsByIdentity.get(identifier), ...stored });
    receive('flagsmith', { method: 'POST', path: 'identities/', identifier, traits: stored });
    return HttpResponse.json(identityAnswer(identifier));
  }),
  http.post(telemetryPath(`${FLAGSMITH_API}/analytics/flags/`), () => {
    receive('flagsmith', { method: 'POST', path: 'analytics/flags/' });
    return HttpResponse.json({});
  }),
];

const posthogHandler = http.all(telemetryPath('/posthog/*'), async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/\/(flags|decide)\/?$/.test(pathname)) {
    telemetryInbox.posthogFlagRequests += 1;
    return HttpResponse.json({ featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false });
  }
  if (request.method !== 'POST') return HttpResponse.json({});
  receive('posthog', ...(await readPosthogEvents(request)));
  return HttpResponse.json({ status: 1 });
});

const sentryHandler = http.post(telemetryPath('/sentry'), async ({ request }) => {
  receive('sentry', ...readSentryEnvelope(await request.text()));
  return HttpResponse.json({});
});

const FlagChange = z.object({ name: z.string().min(1), enabled: z.boolean() });

/** Not part of the contract: what arrived, and the flags, for QA and end-to-end tests. */
const controlHandlers = [
  http.get(apiPath('/__offline/telemetry'), () => HttpResponse.json(telemetryInbox)),
  http.delete(apiPath('/__offline/telemetry'), () => {
    clearTelemetryInbox();
    resetOfflineFlags();
    traitsByIdentity.clear();
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiPath('/__offline/feature-flags'), async ({ request }) => {
    const { name, enabled } = await readJsonBody(request, FlagChange);
    const flag = setOfflineFlag(name, enabled);
    return flag ? HttpResponse.json(flag) : notFound(`No feature flag named ${name}.`);
  }),
];

/** The offline stand-ins for Sentry (tunnel), PostHog and Flagsmith. */
export const telemetryHandlers = [sentryHandler, posthogHandler, ...flagsmithHandlers, ...controlHandlers];
