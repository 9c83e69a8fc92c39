import { describe, expect, it } from 'vitest';
import {
  allowedSendHours,
  isAllowedSendHour,
  isInQuietHours,
  nextAllowedInstant,
  QUIET_HOURS_END,
  QUIET_HOURS_START,
} from './quiet-hours';

const at = (iso: string) => new Date(iso).getTime();
const iso = (instant: number) => new Date(instant).toISOString();

describe('quiet hours', () => {
  it('lets a message leave from 8:00 to 20:59 and holds it from 21:00 to 7:59', () => {
    const zone = 'America/Toronto';
    // January: Toronto is UTC−5.
    expect(isInQuietHours(at('2026-01-15T12:59:59Z'), zone)).toBe(true); // 7:59:59
    expect(isInQuietHours(at('2026-01-15T13:00:00Z'), zone)).toBe(false); // 8:00
    expect(isInQuietHours(at('2026-01-16T01:59:59Z'), zone)).toBe(false); // 20:59:59
    expect(isInQuietHours(at('2026-01-16T02:00:00Z'), zone)).toBe(true); // 21:00
    expect(iso(nextAllowedInstant(at('2026-01-15T12:00:00Z'), zone))).toBe('2026-01-15T13:00:00.000Z');
    expect(iso(nextAllowedInstant(at('2026-01-16T03:34:00Z'), zone))).toBe('2026-01-16T13:00:00.000Z');
    expect(nextAllowedInstant(at('2026-01-15T18:00:00Z'), zone)).toBe(at('2026-01-15T18:00:00Z'));
  });

  it('holds until 8:00 daylight time the morning the clocks spring forward', () => {
    // March 8, 2026: Toronto goes from UTC−5 to UTC−4, Halifax from UTC−4 to UTC−3.
    expect(iso(nextAllowedInstant(at('2026-03-08T03:30:00Z'), 'America/Toronto'))).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(iso(nextAllowedInstant(at('2026-03-08T01:00:00Z'), 'America/Halifax'))).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    // 7:30 daylight time is 11:30 UTC: still quiet, though 7:30 standard time would not be.
    expect(isInQuietHours(at('2026-03-08T11:30:00Z'), 'America/Toronto')).toBe(true);
    expect(isInQuietHours(at('2026-03-08T12:00:00Z'), 'America/Toronto')).toBe(false);
    // 21:00 daylight time that evening.
    expect(isInQuietHours(at('2026-03-09T00:59:00Z'), 'America/Toronto')).toBe(false);
    expect(isInQuietHours(at('2026-03-09T01:00:00Z'), 'America/Toronto')).toBe(true);
  });

  it('holds until 8:00 standard time the morning the clocks fall back', () => {
    // November 1, 2026: Toronto goes from UTC−4 to UTC−5, Halifax from UTC−3 to UTC−4.
    expect(iso(nextAllowedInstant(at('2026-11-01T02:30:00Z'), 'America/Toronto'))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // 1:30 happens twice in Toronto that night: both are held to the same 8:00.
    expect(iso(nextAllowedInstant(at('2026-11-01T05:30:00Z'), 'America/Toronto'))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    expect(iso(nextAllowedInstant(at('2026-11-01T06:30:00Z'), 'America/Toronto'))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    expect(iso(nextAllowedInstant(at('2026-11-01T02:59:00Z'), 'America/Halifax'))).toBe(
      '2026-11-01T12:00:00.000Z',
    );
    // 12:30 UTC is 7:30 standard time: quiet, though it would be 8:30 by yesterday's offset.
    expect(isInQuietHours(at('2026-11-01T12:30:00Z'), 'America/Toronto')).toBe(true);
  });

  it('keeps the same hours all year in Regina, which has no daylight saving', () => {
    const zone = 'America/Regina'; // UTC−6 all year.
    expect(iso(nextAllowedInstant(at('2026-03-08T04:30:00Z'), zone))).toBe('2026-03-08T14:00:00.000Z');
    expect(iso(nextAllowedInstant(at('2026-11-01T04:30:00Z'), zone))).toBe('2026-11-01T14:00:00.000Z');
    expect(isInQuietHours(at('2026-07-15T14:00:00Z'), zone)).toBe(false);
    expect(isInQuietHours(at('2026-07-16T03:00:00Z'), zone)).toBe(true);
  });

  it('offers the settings the hours 8 to 20 only', () => {
    expect([QUIET_HOURS_END, QUIET_HOURS_START]).toEqual([8, 21]);
    expect(allowedSendHours).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect([7, 8, 20, 21, 8.5].map(isAllowedSendHour)).toEqual([false, true, true, false, false]);
  });
});
