import type { IntlShape } from 'react-intl';
import { zonedDay } from '@/domain/zoned-time';
import { formatTimeOfDay, formatWrittenDate } from '@/i18n/format';

/**
 * Days and times as the practice lives them, whatever the browser's zone: a message at 9 h in
 * Montréal reads 9 h for a user in Vancouver too.
 */

export interface DayOptions {
  /** "Wednesday, December 2" rather than "December 2". */
  weekday?: boolean;
  /** The practice's today: the year is written when the day is in another year. */
  today: string;
  /** Always write the year. */
  year?: boolean;
}

/** A calendar day (YYYY-MM-DD): "Monday, November 30" · « lundi 30 novembre ». */
export const formatDay = (intl: IntlShape, day: string, { weekday, today, year }: DayOptions): string =>
  formatWrittenDate(intl, `${day}T12:00:00Z`, {
    ...(weekday ? { weekday: 'long' } : {}),
    month: 'long',
    day: 'numeric',
    ...(year || day.slice(0, 4) !== today.slice(0, 4) ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

/** The practice's calendar day of an instant, as formatDay writes it. */
export const formatZonedDay = (
  intl: IntlShape,
  instant: string,
  timeZone: string,
  options: DayOptions,
): string => formatDay(intl, zonedDay(new Date(instant), timeZone), options);

/**
 * A time of day in the practice's zone: "1:30 p.m." in English; « 13 h 30 » and « 9 h » in
 * French, as the OQLF writes them (Intl gives « 9 h 00 »).
 */
export const formatClock = (intl: IntlShape, instant: string, timeZone: string): string =>
  formatTimeOfDay(intl, instant, timeZone);
