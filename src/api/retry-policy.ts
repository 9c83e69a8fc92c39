import { isAxiosError } from 'axios';
import { failureOf } from './axios-instance';
import { parseRetryAfter } from './to-api-error';

/** SPEC §9: at most 3 attempts, 2^attempt × 100 ms plus up to 100 ms of jitter, capped at 5 minutes. */
export const MAX_ATTEMPTS = 3;
export const MAX_DELAY_MS = 5 * 60 * 1000;
/**
 * A call's attempts and waits together: past it the caller gets the error (and its screen a way
 * to try again) instead of a blocking spinner that could last minutes behind long Retry-After.
 */
export const RETRY_BUDGET_MS = 30_000;

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
// Retrying a POST or PATCH could apply it twice: only methods that are idempotent by HTTP are retried.
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

export const isRetryable = (error: unknown): boolean => {
  if (!isAxiosError(error)) return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!IDEMPOTENT_METHODS.has(method)) return false;
  if (error.response) return RETRYABLE_STATUSES.has(error.response.status);
  const failure = failureOf(error);
  return failure === 'timeout' || failure === 'network';
};

/**
 * Delay before the next attempt; `attempt` counts the attempts made so far (1 after the first).
 * A Retry-After header from the server wins over the computed backoff.
 */
export const retryDelay = (
  attempt: number,
  retryAfter?: unknown,
  random: () => number = Math.random,
): number => {
  const serverDelay = parseRetryAfter(retryAfter);
  const delay = serverDelay !== undefined ? serverDelay * 1000 : 2 ** attempt * 100 + random() * 100;
  return Math.min(delay, MAX_DELAY_MS);
};
