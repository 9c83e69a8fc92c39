/**
 * The offline API answers under this path prefix in every runner (browser worker, msw/node,
 * HTTP server), so its handlers can never catch the dev server's own module requests.
 */
export const OFFLINE_API_PREFIX = '/api';

/** An MSW path for an API path of the contract: `/practices/:id` → `*\/api/practices/:id`. */
export const apiPath = (path: string): string => `*${OFFLINE_API_PREFIX}${path}`;

/** Bump when the seed changes shape, so browsers drop state persisted from an older seed. */
export const SEED_VERSION = 1;
