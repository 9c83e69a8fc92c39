import type { MessageKind } from '@/api/generated/communication/model';
import {
  ALLOWED_TIMINGS,
  CONFIRMATION_DELAY_MINUTES,
  DEFAULT_SEND_HOUR,
  usesDays,
} from './communication-timing';
import type { PracticeClock } from './practice-clock';
import { nextAllowedOn } from './quiet-hours';
import type { CalendarDay, SendingAppointment, SendingPatient, SendingPreference } from './sending-types';
import { addDays } from './zoned-time';

/**
 * When each kind of message is due (SPEC §4, docs/decisions/017-sending-rules.md): the moments,
 * before any rule says whether the message goes. One occasion gives one message per channel.
 */
export interface Occasion {
  kind: MessageKind;
  /** The message id without its channel: stable while the data behind it does not change. */
  key: string;
  /** The moment, in ms: the next allowed one when quiet hours held it. */
  at: number;
  /** The moment the other rules gave it, when it fell in quiet hours (quiet-hours.ts). */
  heldFrom?: number | undefined;
  /** The practice's day of `at`. */
  day: CalendarDay;
  patient: SendingPatient;
  appointment?: SendingAppointment | undefined;
  dueDate?: CalendarDay | undefined;
}

/** Only occasions after `after` (now) and on or before `lastDay` matter to a plan. */
export interface OccasionWindow {
  after: number;
  today: CalendarDay;
  lastDay: CalendarDay;
}

export interface OccasionSources {
  patients: ReadonlyMap<string, SendingPatient>;
  /** Appointments not cancelled: a cancelled one has nothing to notify or confirm. */
  appointments: readonly SendingAppointment[];
  clock: PracticeClock;
}

const DELAY_MS = CONFIRMATION_DELAY_MINUTES * 60_000;

/** Quiet hours hold a message less than this: 21:00 to 8:00, an hour more when the clocks go back. */
const LONGEST_HOLD_MS = 13 * 3_600_000;

/**
 * The moment and day of an occasion once quiet hours are applied: a moment inside them moves to
 * 8:00 the next allowed morning, and remembers where it came from.
 */
const outsideQuietHours = (
  at: number,
  clock: PracticeClock,
): { at: number; day: CalendarDay; heldFrom?: number } => {
  const allowed = nextAllowedOn(at, clock);
  return allowed === at
    ? { at, day: clock.dayOf(at) }
    : { at: allowed, day: clock.dayOf(allowed), heldFrom: at };
};

/**
 * A preference whose timing its kind does not allow, or which lacks its days, plans nothing:
 * the offline API and the form refuse such a preference (timingIssues), so it is never guessed.
 */
const isPlannable = (preference: SendingPreference): boolean =>
  ALLOWED_TIMINGS[preference.kind].includes(preference.sendTiming) &&
  (!usesDays(preference.sendTiming) || (preference.days !== undefined && preference.days >= 1));

/**
 * `days` business days before each appointment's day, at the practice's `sendHour`. An
 * appointment booked after that moment gets its message 10 minutes after it was booked, as a
 * booking's own messages go (decision 041), unless `caughtUpByBooking`: the booking notice of
 * REMINDER already tells the patient then.
 */
const beforeAppointments = (
  kind: MessageKind,
  days: number,
  hour: number,
  caughtUpByBooking: boolean,
  { patients, appointments, clock }: OccasionSources,
  window: OccasionWindow,
): Occasion[] => {
  const occasions: Occasion[] = [];
  for (const appointment of appointments) {
    const start = Date.parse(appointment.startsAt);
    const patient = patients.get(appointment.patientId);
    // The occasion comes before the appointment: an appointment already begun has none left.
    if (!patient || start <= window.after) continue;
    const planned = clock.businessDaysBefore(clock.dayOf(start), days);
    if (planned > window.lastDay) continue;
    let due = clock.at(planned, hour);
    const booked = Date.parse(appointment.createdAt);
    if (due <= booked) {
      if (caughtUpByBooking) continue;
      due = booked + DELAY_MS;
    }
    const { at, day, heldFrom } = outsideQuietHours(due, clock);
    if (day < window.today || day > window.lastDay || at <= window.after) continue;
    occasions.push({ kind, key: `${kind}.${appointment.id}`, at, day, heldFrom, patient, appointment });
  }
  return occasions;
};

/**
 * 10 minutes after each appointment was booked, even when that is after it starts: the message is
 * then listed as held (APPOINTMENT_STARTED) rather than sent late or silently dropped.
 */
const afterBooking = (
  kind: MessageKind,
  key: (appointment: SendingAppointment) => string,
  { patients, appointments, clock }: OccasionSources,
  window: OccasionWindow,
): Occasion[] => {
  const occasions: Occasion[] = [];
  for (const appointment of appointments) {
    const due = Date.parse(appointment.createdAt) + DELAY_MS;
    const patient = patients.get(appointment.patientId);
    // Most bookings are long past: skipped before their day is worked out.
    if (!patient || due + LONGEST_HOLD_MS <= window.after) continue;
    const { at, day, heldFrom } = outsideQuietHours(due, clock);
    if (at <= window.after || day > window.lastDay) continue;
    occasions.push({ kind, key: key(appointment), at, day, heldFrom, patient, appointment });
  }
  return occasions;
};

/** `days` calendar days before or after each due date, or on it, at the practice's `sendHour`. */
const aroundDueDates = (
  preference: SendingPreference,
  hour: number,
  { patients, clock }: OccasionSources,
  window: OccasionWindow,
): Occasion[] => {
  const offset =
    preference.sendTiming === 'BEFORE'
      ? -(preference.days ?? 0)
      : preference.sendTiming === 'AFTER'
        ? (preference.days ?? 0)
        : 0;
  // The due dates whose recall falls in the window, found by comparing days as text.
  const firstDue = addDays(window.today, -offset);
  const lastDue = addDays(window.lastDay, -offset);
  const occasions: Occasion[] = [];
  for (const patient of patients.values()) {
    const dueDate = patient.hygieneDueDate;
    if (!dueDate || dueDate < firstDue || dueDate > lastDue) continue;
    const planned = addDays(dueDate, offset);
    if (planned < window.today || planned > window.lastDay) continue;
    const { at, day, heldFrom } = outsideQuietHours(clock.at(planned, hour), clock);
    if (at <= window.after || day > window.lastDay) continue;
    const key = `HYGIENE_RECALL.${patient.id}.${dueDate}`;
    occasions.push({ kind: 'HYGIENE_RECALL', key, at, day, heldFrom, patient, dueDate });
  }
  return occasions;
};

/** Every occasion of one kind's preference in the window; none for a preference that cannot plan. */
export const occasionsOf = (
  preference: SendingPreference,
  sources: OccasionSources,
  window: OccasionWindow,
): Occasion[] => {
  if (!isPlannable(preference)) return [];
  const hour = preference.sendHour ?? DEFAULT_SEND_HOUR;
  const days = preference.days ?? 0;
  switch (preference.kind) {
    case 'REMINDER':
      return [
        ...beforeAppointments('REMINDER', days, hour, preference.notifyOnBooking === true, sources, window),
        ...(preference.notifyOnBooking
          ? afterBooking('REMINDER', (appointment) => `REMINDER-BOOKING.${appointment.id}`, sources, window)
          : []),
      ];
    case 'CONFIRMATION':
      return preference.sendTiming === 'APPOINTMENT_CREATION'
        ? afterBooking('CONFIRMATION', (appointment) => `CONFIRMATION.${appointment.id}`, sources, window)
        : beforeAppointments('CONFIRMATION', days, hour, false, sources, window);
    case 'HYGIENE_RECALL':
      return aroundDueDates(preference, hour, sources, window);
  }
};
