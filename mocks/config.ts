/**
 * The offline API answers under this path prefix in every runner (browser worker, msw/node,
 * HTTP server), so its handlers can never catch the dev server's own module requests.
 */
export const OFFLINE_API_PREFIX = '/api';

/**
 * Where the offline API answers. In a page (the browser worker, jsdom in tests) it is the page's
 * own origin: a bare `*` there would also catch the dev server's `/src/api/...` modules. The
 * HTTP runner only ever receives API calls, so any origin will do.
 */
const API_ORIGIN = typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '*';

/** An MSW path for an API path of the contract: `/practices/:id` → `http://localhost:5173/api/practices/:id`. */
export const apiPath = (path: string): string => `${API_ORIGIN}${OFFLINE_API_PREFIX}${path}`;

/**
 * Where the offline Cognito emulator answers, on the same origin as the API: the offline mode
 * gives Amplify `userPoolEndpoint` = `<origin>/cognito/user-pool` and `identityPoolEndpoint` =
 * `<origin>/cognito/identity-pool` (Amplify POSTs every operation to that one URL).
 */
export const COGNITO_USER_POOL_PATH = '/cognito/user-pool';
export const COGNITO_IDENTITY_POOL_PATH = '/cognito/identity-pool';

/** An MSW path for a Cognito emulator path: `/cognito/user-pool` → `http://localhost:5173/cognito/user-pool`. */
export const cognitoPath = (path: string): string => `${API_ORIGIN}${path}`;

/**
 * Bump when the seed changes shape, or changes the content of a collection that browsers persist
 * (mocks/db/persistence.ts), so that they drop state saved from an older seed instead of mixing
 * it with the new one. 3: the French template texts (persisted with the templates, and the source
 * of the SMS segments the statistics count). 4: the SMS packages keep only what was bought, the
 * use is counted from the history, and the seed runs up to today (docs/decisions/020-offline-today.md).
 */
export const SEED_VERSION = 4;

/**
 * Where the offline stand-ins for the telemetry services answer, on the same origin as the API:
 * `.env.offline` points Sentry's tunnel, PostHog's host and Flagsmith's API under it, so in the
 * offline mode no error report, analytics event or flag request leaves the machine.
 */
export const TELEMETRY_PATH = '/__telemetry';

/** An MSW path for a telemetry path: `/sentry` → `http://localhost:5173/__telemetry/sentry`. */
export const telemetryPath = (path: string): string => `${API_ORIGIN}${TELEMETRY_PATH}${path}`;

/**
 * Every path the offline API answers under; anything else (the app's chunks, assets, pages) is the
 * network's: in the page (mocks/browser.ts) and in its service worker's routes
 * (scripts/offline/offline-worker-plugin.ts).
 */
export const OFFLINE_API_PATH_PREFIXES = [
  `${OFFLINE_API_PREFIX}/`,
  '/cognito/',
  `${TELEMETRY_PATH}/`,
] as const;

export const isOfflineApiPath = (pathname: string): boolean =>
  OFFLINE_API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
