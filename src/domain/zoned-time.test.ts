import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  endOfMonth,
  isoSeconds,
  isoWeekday,
  zonedDay,
  zonedInstant,
  zoneOffsetMinutes,
} from './zoned-time';

const MONTREAL = 'America/Montreal';
const at = (iso: string) => new Date(iso).getTime();

describe('zoneOffsetMinutes', () => {
  it('follows Montréal’s daylight-saving time', () => {
    expect(zoneOffsetMinutes(at('2026-10-29T12:00:00Z'), MONTREAL)).toBe(-240);
    expect(zoneOffsetMinutes(at('2026-11-02T12:00:00Z'), MONTREAL)).toBe(-300);
    // Autumn: 2:00 EDT becomes 1:00 EST at 06:00 UTC on November 1, 2026.
    expect(zoneOffsetMinutes(at('2026-11-01T05:59:59Z'), MONTREAL)).toBe(-240);
    expect(zoneOffsetMinutes(at('2026-11-01T06:00:00Z'), MONTREAL)).toBe(-300);
  });

  it('handles half-hour zones and sub-second instants', () => {
    expect(zoneOffsetMinutes(at('2026-01-15T12:00:00.999Z'), 'America/St_Johns')).toBe(-210);
    expect(zoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'America/St_Johns')).toBe(-150);
    expect(zoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'America/Regina')).toBe(-360);
    expect(zoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('zonedDay', () => {
  it('is the practice’s calendar day, not UTC’s', () => {
    // 23:30 in Montréal is already tomorrow in UTC.
    expect(zonedDay(new Date('2026-10-30T03:30:00Z'), MONTREAL)).toBe('2026-10-29');
    expect(zonedDay(at('2026-10-30T04:00:00Z'), MONTREAL)).toBe('2026-10-30');
    expect(zonedDay(at('2026-10-30T03:30:00Z'), 'Europe/Paris')).toBe('2026-10-30');
  });

  it('stays right on both sides of a change, in whole and half-hour zones', () => {
    // November 1, 2026: midnight EST of the 2nd is 05:00 UTC, midnight EDT of the 1st 04:00 UTC.
    expect(zonedDay(at('2026-11-01T03:59:59Z'), MONTREAL)).toBe('2026-10-31');
    expect(zonedDay(at('2026-11-01T04:00:00Z'), MONTREAL)).toBe('2026-11-01');
    expect(zonedDay(at('2026-11-02T04:59:59Z'), MONTREAL)).toBe('2026-11-01');
    expect(zonedDay(at('2026-11-02T05:00:00Z'), MONTREAL)).toBe('2026-11-02');
    // St. John's changes at 2:00 local, 04:30 UTC: 23:59 on the 31st is 02:29 UTC.
    expect(zonedDay(at('2026-11-01T02:29:00Z'), 'America/St_Johns')).toBe('2026-10-31');
    expect(zonedDay(at('2026-11-01T02:30:00Z'), 'America/St_Johns')).toBe('2026-11-01');
    // Spring, March 8, 2026, around the change at 07:00 UTC.
    expect(zonedDay(at('2026-03-08T06:59:59Z'), MONTREAL)).toBe('2026-03-08');
    expect(zonedDay(at('2026-03-09T03:59:59Z'), MONTREAL)).toBe('2026-03-08');
    expect(zonedDay(at('2026-03-09T04:00:00Z'), MONTREAL)).toBe('2026-03-09');
  });

  it('gives the same day as the exact wall clock for every quarter hour of a year', () => {
    const exact = new Intl.DateTimeFormat('en-CA', { timeZone: MONTREAL, dateStyle: 'short' });
    for (let instant = at('2026-01-01T00:07:00Z'); instant < at('2027-01-01T00:00:00Z'); instant += 900_000) {
      const day = zonedDay(instant, MONTREAL);
      if (day !== exact.format(instant)) expect({ instant: isoSeconds(instant), day }).toBeUndefined();
    }
  });
});

describe('zonedInstant', () => {
  it('keeps 9 h at 9 h across the autumn change: 13:00 UTC before, 14:00 UTC after', () => {
    expect(isoSeconds(zonedInstant('2026-10-30', 9, 0, MONTREAL))).toBe('2026-10-30T13:00:00Z');
    expect(isoSeconds(zonedInstant('2026-11-02', 9, 0, MONTREAL))).toBe('2026-11-02T14:00:00Z');
    // On the day of the change itself, 9 h is already EST.
    expect(isoSeconds(zonedInstant('2026-11-01', 9, 0, MONTREAL))).toBe('2026-11-01T14:00:00Z');
    expect(isoSeconds(zonedInstant('2026-03-08', 9, 0, MONTREAL))).toBe('2026-03-08T13:00:00Z');
  });

  it('moves an hour the spring change skips to the first instant after the gap', () => {
    // March 8, 2026: 2:00 EST jumps to 3:00 EDT (07:00 UTC).
    expect(isoSeconds(zonedInstant('2026-03-08', 2, 0, MONTREAL))).toBe('2026-03-08T07:00:00Z');
    expect(isoSeconds(zonedInstant('2026-03-08', 3, 0, MONTREAL))).toBe('2026-03-08T07:00:00Z');
    expect(isoSeconds(zonedInstant('2026-03-08', 1, 0, MONTREAL))).toBe('2026-03-08T06:00:00Z');
  });

  it('moves a minute inside the gap forward by the gap’s length, as java.time and Temporal do', () => {
    expect(isoSeconds(zonedInstant('2026-03-08', 2, 30, MONTREAL))).toBe('2026-03-08T07:30:00Z');
  });

  it('takes the first of an hour that happens twice in autumn', () => {
    expect(isoSeconds(zonedInstant('2026-11-01', 1, 30, MONTREAL))).toBe('2026-11-01T05:30:00Z');
    expect(isoSeconds(zonedInstant('2026-11-01', 2, 0, MONTREAL))).toBe('2026-11-01T07:00:00Z');
  });

  it('lands on the wall-clock hour asked, every hour of every day of a year, in two zones', () => {
    for (const zone of [MONTREAL, 'America/St_Johns']) {
      const clock = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        hourCycle: 'h23',
        dateStyle: 'short',
        timeStyle: 'short',
      });
      for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
        for (let hour = 0; hour < 24; hour += 1) {
          const shown = clock.format(zonedInstant(day, hour, 0, zone));
          const expected = `${day}, ${String(hour).padStart(2, '0')}:00`;
          // Only the hour the spring change skips may land an hour later.
          const skipped = `${day}, ${String(hour + 1).padStart(2, '0')}:00`;
          if (shown !== expected && !(day === '2026-03-08' && shown === skipped)) {
            expect({ zone, day, hour, shown }).toBeUndefined();
          }
        }
      }
    }
  });

  it('gives midnight and the last hour of a day on that day', () => {
    expect(isoSeconds(zonedInstant('2026-10-29', 0, 0, MONTREAL))).toBe('2026-10-29T04:00:00Z');
    expect(isoSeconds(zonedInstant('2026-12-31', 23, 0, MONTREAL))).toBe('2027-01-01T04:00:00Z');
    expect(isoSeconds(zonedInstant('2026-07-15', 9, 0, 'America/St_Johns'))).toBe('2026-07-15T11:30:00Z');
  });
});

describe('calendar days', () => {
  it('add days across months, years and leap days', () => {
    expect(addDays('2026-10-29', 3)).toBe('2026-11-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-02', -30)).toBe('2026-10-03');
  });

  it('count days between two days, either way', () => {
    expect(daysBetween('2026-10-29', '2026-11-02')).toBe(4);
    expect(daysBetween('2026-11-02', '2026-10-29')).toBe(-4);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('number the weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-10-30')).toBe(5);
    expect(isoWeekday('2026-11-01')).toBe(7);
  });

  it('find the end of the month', () => {
    expect(endOfMonth('2026-10-29')).toBe('2026-10-31');
    expect(endOfMonth('2026-02-01')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-05')).toBe('2026-12-31');
  });

  it('write instants in UTC to the second', () => {
    expect(isoSeconds(new Date('2026-10-29T12:00:00.750Z'))).toBe('2026-10-29T12:00:00Z');
    expect(isoSeconds(at('2026-10-29T08:10:00-04:00'))).toBe('2026-10-29T12:10:00Z');
  });
});
