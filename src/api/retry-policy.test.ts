import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, retryDelay } from './retry-policy';
import { parseRetryAfter } from './to-api-error';

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

  it.each([['1.5'], ['-5'], ['soon'], [''], ['1e3'], ['0x10'], ['2026-11-25']])(
    'falls back to the backoff for a Retry-After of %j',
    (value) => {
      expect(retryDelay(1, value, () => 0)).toBe(200);
    },
  );

  it('reads the three date forms of HTTP', () => {
    const now = Date.parse('Wed, 25 Nov 2026 10:00:00 GMT');
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wednesday, 25-Nov-26 10:00:30 GMT', now)).toBe(30);
    // asctime carries no zone: whatever the parser takes it for, 30 s before is 30 s before.
    const asctime = 'Wed Nov 25 10:00:30 2026';
    expect(parseRetryAfter(asctime, Date.parse(asctime) - 30_000)).toBe(30);
  });
});
