import { businessDaysBefore } from './sending-calendar';
import type { CalendarDay, SendingPractice } from './sending-types';
import { zonedDay, zonedInstant } from './zoned-time';

/**
 * The days and hours of one practice, remembered for the length of one plan: 1,500 appointments
 * fall on a few dozen days, and each day's 9 h or business-day count is worked out once.
 */
export interface PracticeClock {
  /** The practice's calendar day of an instant (ms). */
  dayOf(instant: number): CalendarDay;
  /** The instant (ms) of an hour of the practice's wall clock on a day (DST-safe). */
  at(day: CalendarDay, hour: number): number;
  /** `count` business days before `day`, with the practice's provincial holidays. */
  businessDaysBefore(day: CalendarDay, count: number): CalendarDay;
}

const memo = <T>(compute: (key: string) => T) => {
  const values = new Map<string, T>();
  return (key: string): T => {
    let value = values.get(key);
    if (value === undefined) {
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
};

export const practiceClock = (practice: Pick<SendingPractice, 'timezone' | 'province'>): PracticeClock => {
  const zone = practice.timezone;
  const instantOf = memo((key) => {
    const [day, hour] = key.split('|');
    return zonedInstant(day!, Number(hour), 0, zone).getTime();
  });
  const businessDay = memo((key) => {
    const [day, count] = key.split('|');
    return businessDaysBefore(day!, Number(count), practice.province);
  });
  const days = new Map<number, CalendarDay>();
  return {
    dayOf: (instant) => {
      let day = days.get(instant);
      if (day === undefined) {
        day = zonedDay(instant, zone);
        days.set(instant, day);
      }
      return day;
    },
    at: (day, hour) => instantOf(`${day}|${hour}`),
    businessDaysBefore: (day, count) => businessDay(`${day}|${count}`),
  };
};
