import type { CalendarDay } from './sending-types';

/**
 * Calendar days and wall-clock hours of a practice's time zone, with nothing but Intl: a
 * practice in Montréal sends at 9 h whether that is 13:00 or 14:00 UTC that day. The one home of
 * day arithmetic (docs/decisions/046-one-home-for-dates.md): lint refuses a DAY_MS of its own
 * anywhere else.
 */

/**
 * 24 hours in milliseconds: for instants, where a day's length does not matter (a sample a week
 * ahead, a seed's window). A calendar day is not always 24 hours long in a zone: count those with
 * addDays and daysBetween.
 */
export const DAY_MS = 86_400_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

const partsFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClock = (instant: number, timeZone: string): WallClock => {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  };
};

/** Minutes the zone is ahead of UTC at an instant (-300 for Montréal in winter). */
export const zoneOffsetMinutes = (instant: number, timeZone: string): number => {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const exactDay = (instant: number, timeZone: string): CalendarDay => {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
};

/**
 * The zone's offset through one UTC day, or null when it changes during that day. A sending plan
 * asks for the day of thousands of instants, and formatToParts costs microseconds each: two calls
 * per UTC day answer them all, exactly, since offsets never change twice within a day.
 */
const steadyOffsets = new Map<string, number | null>();

const steadyOffset = (instant: number, timeZone: string): number | null => {
  const utcDay = Math.floor(instant / DAY_MS);
  const key = `${timeZone}|${utcDay}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const start = zoneOffsetMinutes(utcDay * DAY_MS, timeZone);
    offset = start === zoneOffsetMinutes((utcDay + 1) * DAY_MS - 1000, timeZone) ? start : null;
    // Bounded: a long-running offline API should not grow it forever.
    if (steadyOffsets.size > 20_000) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
};

/** The practice's calendar day of an instant. */
export const zonedDay = (instant: Date | number, timeZone: string): CalendarDay => {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const offset = steadyOffset(time, timeZone);
  if (offset === null) return exactDay(time, timeZone);
  return new Date(time + offset * 60_000).toISOString().slice(0, 10);
};

const dayParts = (day: CalendarDay): [number, number, number] => [
  Number(day.slice(0, 4)),
  Number(day.slice(5, 7)),
  Number(day.slice(8, 10)),
];

const HOUR_MS = 3_600_000;

/**
 * The instant of a wall-clock time on a day of the zone. A time that does not exist that day
 * (in the hour the clocks skip in spring) moves forward by the gap's length, as java.time and
 * Temporal do: 2:00 becomes 3:00, the first instant after the gap, and 2:30 becomes 3:30. A time
 * that happens twice (in autumn) is its first occurrence.
 */
export const zonedInstant = (day: CalendarDay, hour: number, minute: number, timeZone: string): Date => {
  const [year, month, date] = dayParts(day);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // Far from any change (every day but two a year), one offset holds for every instant the wall
  // time could be (zones are within 14 h of UTC): the instant is that offset away.
  const steady = steadyOffset(asUtc, timeZone);
  if (
    steady !== null &&
    steadyOffset(asUtc - 14 * HOUR_MS, timeZone) === steady &&
    steadyOffset(asUtc + 14 * HOUR_MS, timeZone) === steady
  ) {
    return new Date(asUtc - steady * 60_000);
  }
  // The offset a few hours either side of the change is the one before or after it: try both.
  const before = asUtc - zoneOffsetMinutes(asUtc - 12 * HOUR_MS, timeZone) * 60_000;
  const after = asUtc - zoneOffsetMinutes(asUtc + 12 * HOUR_MS, timeZone) * 60_000;
  const matches = (instant: number) => {
    const clock = wallClock(instant, timeZone);
    return (
      clock.hour === hour &&
      clock.minute === minute &&
      `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` === day
    );
  };
  if (matches(before) && matches(after)) return new Date(Math.min(before, after));
  if (matches(before)) return new Date(before);
  if (matches(after)) return new Date(after);
  // In the gap: the wall clock jumps from the gap's start to its end at one instant.
  return new Date(Math.max(before, after));
};

/**
 * The same date `count` years after `day` (before when negative); February 29 becomes February 28
 * in a year without it, so that "two years after" never runs into March.
 */
export const addYears = (day: CalendarDay, count: number): CalendarDay => {
  const moved = `${String(Number(day.slice(0, 4)) + count).padStart(4, '0')}${day.slice(4)}`;
  return moved.endsWith('-02-29') && endOfMonth(`${moved.slice(0, 8)}01`) !== moved
    ? `${moved.slice(0, 8)}28`
    : moved;
};

/** The day `count` calendar days after `day` (before when negative). */
export const addDays = (day: CalendarDay, count: number): CalendarDay => {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date) + count * DAY_MS).toISOString().slice(0, 10);
};

/** 1 for Monday to 7 for Sunday (ISO 8601). */
export const isoWeekday = (day: CalendarDay): number => {
  const [year, month, date] = dayParts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number => {
  const [fy, fm, fd] = dayParts(from);
  const [ty, tm, td] = dayParts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
};

/** The last day of the day's month. */
export const endOfMonth = (day: CalendarDay): CalendarDay => {
  const [year, month] = dayParts(day);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** ISO date-time in UTC with seconds, as the contracts write them. */
export const isoSeconds = (instant: Date | number): string =>
  new Date(instant).toISOString().slice(0, 19) + 'Z';
