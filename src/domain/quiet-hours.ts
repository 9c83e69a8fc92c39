import type { CalendarDay } from './sending-types';
import { addDays, zonedDay, zonedInstant } from './zoned-time';

/**
 * Quiet hours (docs/decisions/054-consent-and-quiet-hours.md): no message leaves before 8:00 or
 * at/after 21:00 on the practice's wall clock, daylight saving included. A message whose moment
 * falls inside is held until 8:00 the next allowed morning. The settings offer only the hours
 * outside (allowedSendHours), so only moments the practice does not choose (a notice minutes
 * after a late booking) are ever held.
 */

/** The hour (practice's wall clock) from which nothing leaves: 21:00 and later are quiet. */
export const QUIET_HOURS_START = 21;

/** The hour at which messages may leave again: before 8:00 is quiet. */
export const QUIET_HOURS_END = 8;

/**
 * The send hours a practice may choose for a scheduled kind: 8 to 20 inclusive. A scheduled kind
 * leaves within the first 20 minutes of its hour, so 20 h still ends before 21:00.
 */
export const allowedSendHours: readonly number[] = Array.from(
  { length: QUIET_HOURS_START - QUIET_HOURS_END },
  (_, index) => QUIET_HOURS_END + index,
);

/** Whether an hour of the wall clock (0–23) may be chosen as a send hour. */
export const isAllowedSendHour = (hour: number): boolean =>
  Number.isInteger(hour) && hour >= QUIET_HOURS_END && hour < QUIET_HOURS_START;

/** The practice's days and hours, as a plan's PracticeClock remembers them. */
export interface QuietHoursClock {
  dayOf(instant: number): CalendarDay;
  at(day: CalendarDay, hour: number): number;
}

/**
 * The instant a message due at `instant` (ms) may leave: itself outside quiet hours, otherwise
 * 8:00 of the same morning (before 8:00) or of the next day (from 21:00). Worked out from the
 * day's own 8:00 and 21:00 instants, so a day of 23 or 25 hours is counted right.
 */
export const nextAllowedOn = (instant: number, clock: QuietHoursClock): number => {
  const day = clock.dayOf(instant);
  const opens = clock.at(day, QUIET_HOURS_END);
  if (instant < opens) return opens;
  if (instant < clock.at(day, QUIET_HOURS_START)) return instant;
  return clock.at(addDays(day, 1), QUIET_HOURS_END);
};

const zoneClock = (timeZone: string): QuietHoursClock => ({
  dayOf: (instant) => zonedDay(instant, timeZone),
  at: (day, hour) => zonedInstant(day, hour, 0, timeZone).getTime(),
});

/** nextAllowedOn in a time zone, for one instant. */
export const nextAllowedInstant = (instant: number, timeZone: string): number =>
  nextAllowedOn(instant, zoneClock(timeZone));

/** Whether an instant (ms) falls in the zone's quiet hours (before 8:00 or from 21:00). */
export const isInQuietHours = (instant: number, timeZone: string): boolean =>
  nextAllowedInstant(instant, timeZone) !== instant;
