import { getCommunicationStatsResponseDailyMax } from '@/api/generated/operation-schemas/getCommunicationStats';
import type { CalendarDay } from './sending-types';
import { daysBetween } from './zoned-time';

/**
 * The period rule of the statistics (getCommunicationStats): at most 366 days, the end not before
 * the start. The screen checks it before asking and the offline API answers 400 by it. The
 * contract gives `daily` one entry per day of the period, at most this many.
 */
export const MAX_PERIOD_DAYS = getCommunicationStatsResponseDailyMax;

/** Days of a period, both ends included. */
export const periodDays = (startAt: CalendarDay, endAt: CalendarDay): number =>
  daysBetween(startAt, endAt) + 1;

/** What is wrong with a period, if anything. */
export const periodProblem = (
  startAt: CalendarDay,
  endAt: CalendarDay,
): 'endBeforeStart' | 'tooLong' | undefined => {
  const days = periodDays(startAt, endAt);
  if (days < 1) return 'endBeforeStart';
  return days > MAX_PERIOD_DAYS ? 'tooLong' : undefined;
};
