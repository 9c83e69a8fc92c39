import { describe, expect, it } from 'vitest';
import { customPeriod, periodLength, presetPeriod } from './stats-period';

describe('presetPeriod', () => {
  it('gives each preset’s days up to today', () => {
    expect(presetPeriod('month', '2026-11-24')).toEqual({ startAt: '2026-11-01', endAt: '2026-11-24' });
    expect(presetPeriod('last30', '2026-03-10')).toEqual({ startAt: '2026-02-09', endAt: '2026-03-10' });
    expect(periodLength(presetPeriod('last30', '2026-03-10'))).toBe(30);
    expect(presetPeriod('quarter', '2026-11-24')).toEqual({ startAt: '2026-07-01', endAt: '2026-09-30' });
    expect(presetPeriod('quarter', '2026-02-01')).toEqual({ startAt: '2025-10-01', endAt: '2025-12-31' });
    expect(presetPeriod('year', '2026-11-24')).toEqual({ startAt: '2026-01-01', endAt: '2026-11-24' });
  });
});

describe('customPeriod', () => {
  it('accepts up to 366 days, end on or after start', () => {
    expect(customPeriod('2024-01-01', '2024-12-31')).toEqual({ startAt: '2024-01-01', endAt: '2024-12-31' });
    expect(customPeriod('2025-01-01', '2026-01-02')).toBeUndefined();
    expect(customPeriod('2026-03-02', '2026-03-01')).toBeUndefined();
    expect(customPeriod('2026-03-02', undefined)).toBeUndefined();
  });
});
