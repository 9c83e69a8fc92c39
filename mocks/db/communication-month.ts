import type { CalendarDay } from '@/domain/sending-types';
import { zonedDay, zonedInstant } from '@/domain/zoned-time';
import type { PracticeEntry } from './practice-directory';
import { practiceTimeZone } from '@/domain/practice-time-zone';
import { findPractice } from './practices';
import { worldNow } from './seed-clock';

/**
 * The practice's own time zone (its record's, as the sending plan reads it), or its province's
 * while the records are not seeded yet or when the record's is unusable (practice-time-zone.ts):
 * the SMS package, the statistics and the sending plan count the same days.
 */
export const timeZoneOf = (practice: PracticeEntry): string => {
  const record = findPractice(practice.id);
  return practiceTimeZone({ timezone: record?.timezone ?? '', province: practice.province }).zone;
};

export interface PracticeMonth {
  /** `YYYY-MM`, as the SMS package names its month. */
  month: string;
  /** The month's first day and the practice's today, both in its calendar. */
  firstDay: CalendarDay;
  today: CalendarDay;
  /** When the month began in the practice (epoch ms): the SMS package starts again at 0. */
  start: number;
}

/** The practice's current month at an instant (the world's now by default): what its SMS package counts. */
export const currentMonthOf = (practice: PracticeEntry, at: Date = worldNow()): PracticeMonth => {
  const timeZone = timeZoneOf(practice);
  const today = zonedDay(at, timeZone);
  const firstDay = `${today.slice(0, 8)}01`;
  return {
    month: today.slice(0, 7),
    firstDay,
    today,
    start: zonedInstant(firstDay, 0, 0, timeZone).getTime(),
  };
};
