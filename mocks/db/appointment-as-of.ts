import type { CalendarDay, SendingAppointment } from '@/domain/sending-types';
import { addDays, daysBetween, isoSeconds } from '@/domain/zoned-time';
import { AGENDA_PROPORTIONS, type AgendaEntry } from './appointment-seed';
import type { LocalClock } from './local-clock';

/**
 * An agenda's appointment as the practice sees it on a given day (appointment-seed.ts makes the
 * agenda): whether it was booked yet, and whether the patient confirmed it yet. Both come from
 * draws the entry carries, so neither goes back from one day to the next.
 */

/** Appointments booked on the day they are seen from count only when booked before 7 h (online, overnight). */
const BOOKED_TODAY_BEFORE_HOUR = 7;
const MINUTE_MS = 60_000;

const confirmedShare = (daysAhead: number): number => {
  const { threeDays, week, later } = AGENDA_PROPORTIONS.confirmed;
  return daysAhead <= 3 ? threeDays : daysAhead <= 7 ? week : later;
};

/**
 * When the patient confirmed, as seen on `today`: the same draw confirms an appointment as it
 * comes closer (5 % early, soon after booking; 20 % by the week before; 40 % by the last three
 * days), so a confirmation never goes away from one day to the next. Always before `today`
 * starts, hence before now.
 */
const confirmationOf = (
  entry: AgendaEntry,
  today: CalendarDay,
  createdAt: number,
  todayStarts: number,
  clock: LocalClock,
) => {
  if (entry.cancelled || entry.confirmationDraw >= confirmedShare(daysBetween(today, entry.day)))
    return undefined;
  const early = createdAt + entry.earlyConfirmationMinutes * MINUTE_MS;
  let at =
    entry.confirmationDraw < AGENDA_PROPORTIONS.confirmed.later
      ? early
      : clock(
          addDays(entry.day, entry.confirmationDraw < AGENDA_PROPORTIONS.confirmed.week ? -8 : -4),
          entry.confirmationHour,
          entry.confirmationMinute,
        );
  // Booked after that day: confirmed soon after booking instead.
  if (at <= createdAt) at = createdAt + Math.min(entry.earlyConfirmationMinutes, 180) * MINUTE_MS;
  return at < todayStarts ? at : undefined;
};

/** The appointment as the practice sees it on `today`, without its patient; undefined when not booked yet. */
export const appointmentAsOf = (
  entry: AgendaEntry,
  today: CalendarDay,
  todayStarts: number,
  clock: LocalClock,
): Omit<SendingAppointment, 'patientId'> | undefined => {
  const bookedOn = addDays(entry.day, -entry.bookedDaysBefore);
  const bookedAgo = daysBetween(bookedOn, today);
  if (bookedAgo < 0 || (bookedAgo === 0 && entry.bookedHour >= BOOKED_TODAY_BEFORE_HOUR)) return undefined;
  const createdAt = clock(bookedOn, entry.bookedHour, entry.bookedMinute);
  const confirmedAt = confirmationOf(entry, today, createdAt, todayStarts, clock);
  const startsAt = isoSeconds(clock(entry.day, entry.hour, entry.minute));
  return {
    id: entry.id,
    startsAt,
    type: entry.type.type,
    ...(entry.professional === undefined ? {} : { professional: entry.professional }),
    createdAt: isoSeconds(createdAt),
    // The agenda never moves an appointment: a confirmation is for the start it has.
    ...(confirmedAt === undefined
      ? {}
      : { confirmedAt: isoSeconds(confirmedAt), confirmedStartsAt: startsAt }),
    cancelled: entry.cancelled,
  };
};
