import { describe, expect, it } from 'vitest';
import { frenchClock, frenchMonthRange, joinFrenchDateParts } from './french-dates';

const partsOf = (options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat('fr-CA', { ...options, timeZone: 'UTC' }).formatToParts(Date.parse(iso));

describe('French dates and times as Québec writes them', () => {
  it('writes the first of a month « 1er » when the month is in words, and only then', () => {
    expect(
      joinFrenchDateParts(partsOf({ day: 'numeric', month: 'long', year: 'numeric' }, '2026-12-01T12:00Z')),
    ).toBe('1er décembre 2026');
    expect(
      joinFrenchDateParts(partsOf({ weekday: 'long', day: 'numeric', month: 'long' }, '2026-12-01T12:00Z')),
    ).toBe('mardi 1er décembre');
    expect(joinFrenchDateParts(partsOf({ day: 'numeric', month: 'long' }, '2026-12-11T12:00Z'))).toBe(
      '11 décembre',
    );
    expect(
      joinFrenchDateParts(
        partsOf({ day: '2-digit', month: '2-digit', year: 'numeric' }, '2026-12-01T12:00Z'),
      ),
    ).toBe('2026-12-01');
  });

  it('writes the time of a date with its time as « 9 h »', () => {
    const parts = partsOf(
      { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
      '2026-12-01T09:00Z',
    );
    expect(joinFrenchDateParts(parts)).toMatch(/^1er décembre 2026\D+9\u00a0h$/);
  });

  it('writes « 9 h » for a whole hour and « 13 h 30 » otherwise, midnight as « 0 h »', () => {
    const clock = (iso: string, space?: string) =>
      frenchClock(partsOf({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }, iso), space);
    expect(clock('2026-12-01T09:00Z')).toBe('9\u00a0h');
    expect(clock('2026-12-01T13:30Z')).toBe('13\u00a0h\u00a030');
    expect(clock('2026-12-01T00:05Z', ' ')).toBe('0 h 05');
  });
});

describe('frenchMonthRange', () => {
  it('writes « de … à … » with the year once, and elides before a vowel', () => {
    expect(frenchMonthRange('janvier', 'octobre', '2026')).toBe('de janvier à octobre 2026');
    expect(frenchMonthRange('avril', 'juin', '2026')).toBe('d’avril à juin 2026');
    expect(frenchMonthRange('août', 'décembre', '2025')).toBe('d’août à décembre 2025');
    expect(frenchMonthRange('octobre', 'novembre', '2026')).toBe('d’octobre à novembre 2026');
  });
});
