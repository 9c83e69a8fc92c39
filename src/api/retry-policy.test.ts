import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, retryDelay } from './retry-policy';

describe('retryDelay', () => {
  it('doubles from 200 ms with up to 100 ms of jitter', () => {
    expect(retryDelay(1, undefined, () => 0)).toBe(200);
    expect(retryDelay(1, undefined, () => 0.999)).toBeCloseTo(299.9);
    expect(retryDelay(2, undefined, () => 0.5)).toBe(450);
  });

  it('is capped at 5 minutes', () => {
    expect(retryDelay(20, undefined, () => 0)).toBe(MAX_DELAY_MS);
    expect(retryDelay(1, '3600')).toBe(MAX_DELAY_MS);
  });

  it('honours Retry-After in seconds or as an HTTP date', () => {
    expect(retryDelay(1, '2')).toBe(2000);
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(retryDelay(1, inTenSeconds)).toBeGreaterThanOrEqual(9000);
    expect(retryDelay(1, inTenSeconds)).toBeLessThanOrEqual(10_000);
  });
});
