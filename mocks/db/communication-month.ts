import type { CalendarDay } from '@/domain/sending-types';
import { zonedDay, zonedInstant } from '@/domain/zoned-time';
import type { PracticeEntry } from './practice-directory';
import { seedNow } from './seed-clock';

/** The directory has no timezone: Quebec and Ontario practices are on Eastern time, New Brunswick on Atlantic. */
export const timeZoneOf = (practice: PracticeEntry): string =>
  practice.province === 'new-brunswick' ? 'America/Moncton' : 'America/Toronto';

export interface PracticeMonth {
  /** `YYYY-MM`, as the SMS package names its month. */
  month: string;
  /** The month's first day and the practice's today, both in its calendar. */
  firstDay: CalendarDay;
  today: CalendarDay;
  /** When the month began in the practice (epoch ms): the SMS package starts again at 0. */
  start: number;
}

/** The practice's current month at the world's now: what its SMS package counts. */
export const currentMonthOf = (practice: PracticeEntry): PracticeMonth => {
  const timeZone = timeZoneOf(practice);
  const today = zonedDay(seedNow(), timeZone);
  const firstDay = `${today.slice(0, 8)}01`;
  return {
    month: today.slice(0, 7),
    firstDay,
    today,
    start: zonedInstant(firstDay, 0, 0, timeZone).getTime(),
  };
};
