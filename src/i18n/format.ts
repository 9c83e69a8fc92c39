import {
  createIntl,
  type CustomFormats,
  type FormatDateOptions,
  type IntlConfig,
  type IntlShape,
} from 'react-intl';
import { frenchClock, joinFrenchDateParts, joinFrenchRangeParts } from '@/utils/french-dates';
import { intlLocale, type Locale } from './locale';

/**
 * Named formats of the provider (`formats` prop), so that screens never spell Intl options and
 * the two languages stay consistent:
 *
 *   intl.formatNumber(total, { format: 'currency' })     $1,234.56 · 1 234,56 $
 *   intl.formatNumber(rate, { format: 'percent' })       45.7% · 45,7 %
 *   intl.formatDate(sentAt, { format: 'numeric' })       2026-11-21 (both languages)
 *   formatWrittenDate(intl, sentAt, { format: 'long' })  December 1, 2026 · 1er décembre 2026
 *   intl.formatDate(sentAt, { format: 'dateTime' })      2026-11-21, 2:05 p.m. · 2026-11-21 14 h 05
 *   intl.formatDate('2026-11-21', { format: 'day' })     a calendar date without a time (see below)
 *
 * and the same names in messages: `{amount, number, currency}`, `{sentAt, date, long}`.
 * The locale tags are en-CA and fr-CA; the currency is always the Canadian dollar.
 */
export const intlFormats = {
  number: {
    currency: { style: 'currency', currency: 'CAD' },
    /** Whole dollars, for totals and goals where cents are noise. */
    currencyWhole: { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 },
    /** A ratio (0.457) shown as a percentage with at most one decimal. */
    percent: { style: 'percent', maximumFractionDigits: 1 },
    integer: { maximumFractionDigits: 0 },
    decimal: { maximumFractionDigits: 2 },
  },
  date: {
    numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
    long: { year: 'numeric', month: 'long', day: 'numeric' },
    monthYear: { year: 'numeric', month: 'long' },
    dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' },
    longDateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    /**
     * Dates without a time (`2026-11-21`: due dates, goal years) parse as midnight UTC: read in
     * UTC, they stay on their day wherever the browser is (in Montréal, the local reading
     * would show the day before).
     */
    day: { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' },
    longDay: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  },
  time: {
    short: { hour: 'numeric', minute: '2-digit' },
  },
} satisfies CustomFormats;

export type NumberFormatName = keyof typeof intlFormats.number;

/**
 * A time of day as each language writes it: "9:00 a.m." and "1:30 p.m." in Canadian English;
 * « 9 h » and « 13 h 30 » in French, as the OQLF writes them (Intl gives fr-CA « 9 h 00 »), with
 * no-break spaces so that the time never splits across lines. In the browser's time zone unless
 * one is given.
 */
export const formatTimeOfDay = (
  intl: IntlShape,
  instant: Date | string | number,
  timeZone?: string,
): string => {
  const zone = timeZone === undefined ? {} : { timeZone };
  if (!intl.locale.startsWith('fr'))
    return intl.formatTime(instant, { hour: 'numeric', minute: '2-digit', ...zone });
  const parts = intl.formatDateToParts(instant, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone,
  });
  return frenchClock(parts);
};

/**
 * A date, with or without its time, as each language writes it: Intl's in English; in French
 * « 1er décembre 2026 » for the first of a month in words and « 9 h » for a whole hour, as the
 * OQLF writes them (Intl gives « 1 décembre » and « 9 h 00 »). Screens write dates through
 * here, not intl.formatDate.
 */
export const formatWrittenDate = (
  intl: IntlShape,
  value: Date | string | number,
  options: FormatDateOptions,
): string =>
  intl.locale.startsWith('fr')
    ? joinFrenchDateParts(intl.formatDateToParts(value, options))
    : intl.formatDate(value, options);

/**
 * A calendar day (YYYY-MM-DD) as a chart's axis writes it: "Nov 1" · « 1er nov. », on its own day
 * in any time zone.
 */
export const formatAxisDay = (intl: IntlShape, day: string): string =>
  formatWrittenDate(intl, `${day}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A range of days as each language writes it after a label or in a sentence: Intl's in English
 * ("November 1 – 16, 2026"); in French the OQLF's « du 1er au 16 novembre 2026 » (Intl gives
 * « 1–16 novembre 2026 »). Days without a time (2026-11-01) stay on their day in any time zone.
 */
export const formatDayRange = (intl: IntlShape, startDay: string, endDay: string): string => {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  const [start, end] = [new Date(`${startDay}T12:00:00Z`), new Date(`${endDay}T12:00:00Z`)];
  if (!intl.locale.startsWith('fr')) return intl.formatDateTimeRange(start, end, options);
  return joinFrenchRangeParts(new Intl.DateTimeFormat(intl.locale, options).formatRangeToParts(start, end));
};

export type DateFormatName = keyof typeof intlFormats.date;

/**
 * The configuration of the app's IntlProvider, also for code outside React (tests, exports).
 * Without messages, react-intl formats numbers and dates only.
 */
export const createAppIntl = (locale: Locale, messages: IntlConfig['messages'] = {}): IntlShape =>
  createIntl({ locale: intlLocale(locale), messages, formats: intlFormats, defaultLocale: 'fr-CA' });
