import { Weekday } from '@/api/generated/practices/model';
import { intlLocale, type Locale } from '@/i18n/locale';

/** 1 January 2024 was a Monday: the contract's weekdays follow from it, Monday to Sunday. */
const WEEKDAYS: readonly Weekday[] = Object.values(Weekday);

/** "lundi" → "Lundi": the day begins a table row. */
export const weekdayName = (weekday: Weekday, locale: Locale): string => {
  const day = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday)));
  const name = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(day);
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
};

/** Sorts a week Monday first (the contract promises that order; a server may not keep it). */
export const weekdayOrder = (weekday: Weekday): number => WEEKDAYS.indexOf(weekday);

/**
 * A local clock time of the contract ("08:30", 24-hour) as people read it: « 8 h 30 » and
 * « 13 h » in French (OQLF), "8:30 a.m." in Canadian English.
 */
export const formatClockTime = (time: string, locale: Locale): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // No-break spaces: « 8 h 30 » never splits across lines.
  if (locale === 'fr')
    return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hours, minutes));
};
