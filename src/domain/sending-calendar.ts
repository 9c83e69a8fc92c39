import type { CalendarDay, Province } from './sending-types';
import { addDays, isoWeekday } from './zoned-time';

/**
 * Business days of a practice (docs/decisions/017-sending-rules.md): Monday to Friday, less the
 * statutory holidays of its province. Notifications and confirmation requests count them back
 * from the appointment, so a holiday that is missing here sends a reminder on a closed day.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, month: number, date: number): CalendarDay =>
  `${year}-${pad(month)}-${pad(date)}`;

/** Easter Sunday of the Gregorian calendar (the anonymous computus of Meeus, Jones and Butcher). */
export const easterSunday = (year: number): CalendarDay => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
};

/** The `nth` Monday of a month (1 for the first). */
const nthMonday = (year: number, month: number, nth: number): CalendarDay => {
  const first = dayOf(year, month, 1);
  const toMonday = (8 - isoWeekday(first)) % 7;
  return addDays(first, toMonday + 7 * (nth - 1));
};

/** The last Monday strictly before May 25: Victoria Day, and National Patriots' Day in Quebec. */
const mondayBeforeMay25 = (year: number): CalendarDay => {
  const may24 = dayOf(year, 5, 24);
  return addDays(may24, -((isoWeekday(may24) + 6) % 7));
};

export type HolidayName =
  | 'new-years-day'
  | 'family-day'
  | 'good-friday'
  | 'easter-monday'
  | 'victoria-day'
  | 'national-patriots-day'
  | 'saint-jean-baptiste-day'
  | 'canada-day'
  | 'new-brunswick-day'
  | 'labour-day'
  | 'thanksgiving'
  | 'remembrance-day'
  | 'christmas-day'
  | 'boxing-day';

type HolidayRule = (year: number) => CalendarDay;

const RULES: Record<HolidayName, HolidayRule> = {
  'new-years-day': (year) => dayOf(year, 1, 1),
  'family-day': (year) => nthMonday(year, 2, 3),
  'good-friday': (year) => addDays(easterSunday(year), -2),
  'easter-monday': (year) => addDays(easterSunday(year), 1),
  'victoria-day': mondayBeforeMay25,
  'national-patriots-day': mondayBeforeMay25,
  'saint-jean-baptiste-day': (year) => dayOf(year, 6, 24),
  'canada-day': (year) => dayOf(year, 7, 1),
  'new-brunswick-day': (year) => nthMonday(year, 8, 1),
  'labour-day': (year) => nthMonday(year, 9, 1),
  thanksgiving: (year) => nthMonday(year, 10, 2),
  'remembrance-day': (year) => dayOf(year, 11, 11),
  'christmas-day': (year) => dayOf(year, 12, 25),
  'boxing-day': (year) => dayOf(year, 12, 26),
};

const NATIONAL: readonly HolidayName[] = [
  'new-years-day',
  'good-friday',
  'canada-day',
  'labour-day',
  'christmas-day',
];

const PROVINCIAL: Record<Province, readonly HolidayName[]> = {
  quebec: ['easter-monday', 'national-patriots-day', 'saint-jean-baptiste-day', 'thanksgiving'],
  ontario: ['family-day', 'victoria-day', 'thanksgiving', 'boxing-day'],
  'new-brunswick': ['family-day', 'new-brunswick-day', 'remembrance-day'],
};

/**
 * A holiday the law moves off a Sunday (decision 041, with the statutes): the Holidays Act keeps
 * Canada Day on July 2 throughout Canada when July 1 is a Sunday (s. 2(2)), which Quebec's labour
 * standards repeat (LNT s. 60), and Quebec's National Holiday Act gives June 25 when June 24 is a
 * Sunday to those who do not work Sundays (s. 2), as a clinic does not. The others stay on their
 * date: where a province lets an employer pick a substitute day, the clinic's own calendar says so.
 */
const OBSERVED_ON_MONDAY_WHEN_SUNDAY: Partial<Record<HolidayName, readonly (Province | 'national')[]>> = {
  'canada-day': ['national'],
  'saint-jean-baptiste-day': ['quebec'],
};

const SUNDAY = 7;

/**
 * The statutory holidays of a year: each on its calendar date and, where a statute moves it off
 * a Sunday, on the Monday after as well (the Sunday is no business day anyway). A holiday the law
 * does not move stays on its date (Boxing Day on a Saturday leaves Monday a business day).
 * Without a province, the national ones.
 */
export const statutoryHolidays = (year: number, province?: Province): Map<CalendarDay, HolidayName> => {
  const names = province ? [...NATIONAL, ...PROVINCIAL[province]] : NATIONAL;
  const holidays = new Map<CalendarDay, HolidayName>();
  for (const name of names) {
    const day = RULES[name](year);
    holidays.set(day, name);
    const movedIn = OBSERVED_ON_MONDAY_WHEN_SUNDAY[name];
    const moves = movedIn?.includes('national') || (province !== undefined && movedIn?.includes(province));
    if (moves && isoWeekday(day) === SUNDAY) holidays.set(addDays(day, 1), name);
  }
  return holidays;
};

// A plan asks about the same few years thousands of times.
const holidayCache = new Map<string, Map<CalendarDay, HolidayName>>();

const holidaysOf = (year: number, province: Province | undefined) => {
  const key = `${year}|${province ?? ''}`;
  let holidays = holidayCache.get(key);
  if (!holidays) {
    holidays = statutoryHolidays(year, province);
    holidayCache.set(key, holidays);
  }
  return holidays;
};

/** The statutory holiday of a day in the province, if it is one. */
export const holidayOn = (day: CalendarDay, province?: Province): HolidayName | undefined =>
  holidaysOf(Number(day.slice(0, 4)), province).get(day);

export const isBusinessDay = (day: CalendarDay, province?: Province): boolean =>
  isoWeekday(day) <= 5 && holidayOn(day, province) === undefined;

/**
 * The day `count` business days before `day`: 1 business day before a Monday is the Friday
 * before (or the Thursday, when that Friday is Good Friday). `day` itself need not be a business
 * day; a count below 1 gives `day`.
 */
export const businessDaysBefore = (day: CalendarDay, count: number, province?: Province): CalendarDay => {
  let current = day;
  for (let left = count; left >= 1;) {
    current = addDays(current, -1);
    if (isBusinessDay(current, province)) left -= 1;
  }
  return current;
};
