import { describe, expect, it } from 'vitest';
import { createAppIntl, formatDayRange, formatTimeOfDay, formatWrittenDate } from './format';

// Intl separates thousands and units with no-break spaces (U+00A0 or, by ICU version, U+202F).
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const en = createAppIntl('en');
const fr = createAppIntl('fr');
const sentAt = new Date('2026-11-21T19:05:00Z');

describe('named formats for en-CA and fr-CA', () => {
  it('formats Canadian dollars', () => {
    expect(en.formatNumber(1234.56, { format: 'currency' })).toBe('$1,234.56');
    expect(spaces(fr.formatNumber(1234.56, { format: 'currency' }))).toBe('1 234,56 $');
    expect(en.formatNumber(15000, { format: 'currencyWhole' })).toBe('$15,000');
    expect(spaces(fr.formatNumber(15000, { format: 'currencyWhole' }))).toBe('15 000 $');
  });

  it('formats numbers and percentages', () => {
    expect(en.formatNumber(12345.678, { format: 'decimal' })).toBe('12,345.68');
    expect(spaces(fr.formatNumber(12345.678, { format: 'decimal' }))).toBe('12 345,68');
    expect(en.formatNumber(12345.678, { format: 'integer' })).toBe('12,346');
    expect(en.formatNumber(0.4567, { format: 'percent' })).toBe('45.7%');
    expect(spaces(fr.formatNumber(0.4567, { format: 'percent' }))).toBe('45,7 %');
  });

  it('formats dates, long dates and date-times', () => {
    const options = { timeZone: 'America/Toronto' };
    expect(en.formatDate(sentAt, { format: 'numeric', ...options })).toBe('2026-11-21');
    expect(fr.formatDate(sentAt, { format: 'numeric', ...options })).toBe('2026-11-21');
    expect(en.formatDate(sentAt, { format: 'long', ...options })).toBe('November 21, 2026');
    expect(fr.formatDate(sentAt, { format: 'long', ...options })).toBe('21 novembre 2026');
    expect(fr.formatDate(sentAt, { format: 'monthYear', ...options })).toBe('novembre 2026');
    expect(spaces(en.formatDate(sentAt, { format: 'dateTime', ...options }))).toBe('2026-11-21, 2:05 p.m.');
    expect(spaces(fr.formatDate(sentAt, { format: 'dateTime', ...options }))).toBe('2026-11-21 14 h 05');
    expect(spaces(fr.formatTime(sentAt, { format: 'short', ...options }))).toBe('14 h 05');
  });

  it('writes times of day as each language does: « 9 h » and « 14 h 05 » in French (OQLF)', () => {
    const zone = 'America/Toronto';
    const nine = new Date('2026-11-21T14:00:00Z');
    expect(formatTimeOfDay(fr, nine, zone)).toBe('9\u00a0h');
    expect(formatTimeOfDay(fr, sentAt, zone)).toBe('14\u00a0h\u00a005');
    expect(formatTimeOfDay(fr, new Date('2026-11-21T05:00:00Z'), zone)).toBe('0\u00a0h');
    expect(spaces(formatTimeOfDay(en, nine, zone))).toBe('9:00 a.m.');
    expect(spaces(formatTimeOfDay(en, sentAt, zone))).toBe('2:05 p.m.');
  });

  it('writes dates as Québec does: « 1er décembre », « 9 h », and English as Intl does', () => {
    expect(formatWrittenDate(fr, '2026-12-01', { format: 'longDay' })).toBe('1er décembre 2026');
    expect(formatWrittenDate(fr, '2026-12-02', { format: 'longDay' })).toBe('2 décembre 2026');
    expect(formatWrittenDate(en, '2026-12-01', { format: 'longDay' })).toBe('December 1, 2026');
    const nine = new Date('2026-12-01T14:00:00Z');
    const zone = { timeZone: 'America/Toronto' };
    expect(spaces(formatWrittenDate(fr, nine, { format: 'dateTime', ...zone }))).toBe('2026-12-01 9 h');
    expect(spaces(formatWrittenDate(fr, nine, { format: 'longDateTime', ...zone }))).toMatch(
      /^1er décembre 2026\D+9 h$/,
    );
    expect(spaces(formatWrittenDate(en, nine, { format: 'dateTime', ...zone }))).toBe(
      '2026-12-01, 9:00 a.m.',
    );
  });

  it('writes a range of days « du 1er au 16 novembre 2026 » in French, as Intl does in English', () => {
    expect(spaces(formatDayRange(fr, '2026-11-01', '2026-11-16'))).toBe('du 1er au 16 novembre 2026');
    expect(spaces(formatDayRange(fr, '2026-10-28', '2026-11-01'))).toBe('du 28 octobre au 1er novembre 2026');
    expect(spaces(formatDayRange(fr, '2025-12-01', '2026-01-03'))).toBe(
      'du 1er décembre 2025 au 3 janvier 2026',
    );
    expect(spaces(formatDayRange(fr, '2026-11-16', '2026-11-16'))).toBe('16 novembre 2026');
    expect(spaces(formatDayRange(en, '2026-11-01', '2026-11-16'))).toMatch(/^November 1 ?– ?16, 2026$/);
  });

  it('keeps a calendar date on its day in any time zone', () => {
    expect(en.formatDate('2026-11-21', { format: 'day' })).toBe('2026-11-21');
    expect(en.formatDate('2026-11-21', { format: 'longDay' })).toBe('November 21, 2026');
    expect(fr.formatDate('2026-11-21', { format: 'longDay' })).toBe('21 novembre 2026');
  });

  it('uses the named formats inside messages too', () => {
    const intl = createAppIntl('fr', { total: '{amount, number, currency} le {day, date, longDay}' });
    const formatted = intl.formatMessage({ id: 'total' }, { amount: 80, day: new Date('2026-01-05') });
    expect(spaces(formatted)).toBe('80,00 $ le 5 janvier 2026');
  });
});
