import type { CalendarDay, OptOut, SendingAppointment, SendingPatient } from '@/domain/sending-types';
import { addDays, isoSeconds, zonedDay } from '@/domain/zoned-time';
import { APPOINTMENT_DAYS_AHEAD } from './appointment-seed';
import { isGeneratedPractice } from './practice-context';
import { earlierAppointmentsOf, generationOf } from './practice-generation';
import { findPractice } from './practices';
import { confirmableAppointments } from './public';
import { patientsWithReplies } from './patients-with-replies';

/**
 * Patients and appointments of each practice, generated on demand (practice-generation.ts, from
 * patient-seed.ts and appointment-seed.ts) and kept in memory per practice and day: never in the
 * snapshot the pages and the tests load, so the offline start-up stays as fast as without them. Confirmations made
 * through the public operation are the one thing written: they go in the persisted
 * `confirmableAppointments` collection (marked `generated`) and are laid over the generated
 * appointments on every read.
 */

export interface PracticePatients {
  /** Shared with every caller of the same practice and day: copy before changing. */
  patients: readonly SendingPatient[];
  /** Today to today + 60 in the practice, in order of start; cancelled ones included. */
  appointments: readonly SendingAppointment[];
}

/** One opt-out with its patient, for the list of who stopped which channel. */
export interface PracticeOptOut extends OptOut {
  patient: Pick<SendingPatient, 'id' | 'fileNumber' | 'firstName' | 'lastName'>;
}

interface RecordedConfirmation {
  confirmedAt: string;
  /** The start the patient confirmed. */
  startAt: string;
}

/** Confirmations recorded through the public operation, by appointment id. */
const recordedConfirmations = (practiceId: string): Map<string, RecordedConfirmation> =>
  new Map(
    confirmableAppointments
      .findMany((q) => q.where({ practiceId, generated: true }))
      .flatMap(({ appointmentId, confirmedAt, startAt }) =>
        confirmedAt ? [[appointmentId, { confirmedAt, startAt }] as const] : [],
      ),
  );

/**
 * The appointment with the confirmation the patient made through the public page, which wins
 * over the generated one: the generation may mark the appointment confirmed on a later day, at a
 * time of its own, and the answer the patient got must stay true.
 */
const withConfirmation = (
  appointment: SendingAppointment,
  confirmations: ReadonlyMap<string, RecordedConfirmation>,
): SendingAppointment => {
  const recorded = confirmations.get(appointment.id);
  return recorded === undefined || appointment.confirmedAt === recorded.confirmedAt
    ? appointment
    : { ...appointment, confirmedAt: recorded.confirmedAt, confirmedStartsAt: recorded.startAt };
};

/**
 * The patients of a practice and its appointments from `today` (its calendar day:
 * `zonedDay(new Date(), timezone)`) to 60 days ahead. The same practice and day always give the
 * same data; confirmations recorded since are applied on every call.
 */
export const practicePatients = (practiceId: string, today: CalendarDay): PracticePatients => {
  // A practice outside the seed's directory has nobody on its books.
  if (!isGeneratedPractice(practiceId)) return { patients: [], appointments: [] };
  const generation = generationOf(practiceId, today);
  const { appointments } = generation;
  const patients = patientsWithReplies(practiceId, generation.patients);
  const confirmations = recordedConfirmations(practiceId);
  if (confirmations.size === 0) return { patients, appointments };
  return {
    patients,
    appointments: appointments.map((appointment) => withConfirmation(appointment, confirmations)),
  };
};

/** Who stopped which channel (SMS by STOP or ARRÊT, email by the unsubscribe link), most recent first. */
export const practiceOptOuts = (practiceId: string, today: CalendarDay): PracticeOptOut[] =>
  !isGeneratedPractice(practiceId)
    ? []
    : patientsWithReplies(practiceId, generationOf(practiceId, today).patients)
        .flatMap(({ id, fileNumber, firstName, lastName, optOuts }) =>
          optOuts.map((optOut): PracticeOptOut => ({
            ...optOut,
            patient: { id, fileNumber, firstName, lastName },
          })),
        )
        .sort((a, b) => b.at.localeCompare(a.at));

/**
 * Days from `today` to 60 days ahead with no appointment (cancelled ones do not count): the days
 * the practice is closed, and at the Plateau one weekday it is normally open (closureDayOf).
 */
export const daysWithoutAppointments = (practiceId: string, today: CalendarDay): CalendarDay[] => {
  const busyDays = isGeneratedPractice(practiceId)
    ? generationOf(practiceId, today).busyDays
    : new Set<CalendarDay>();
  return Array.from({ length: APPOINTMENT_DAYS_AHEAD + 1 }, (_, ahead) => addDays(today, ahead)).filter(
    (day) => !busyDays.has(day),
  );
};

/** The Plateau's normally open weekday without appointments in the two weeks after `today`; none elsewhere. */
export const closureDay = (practiceId: string, today: CalendarDay): CalendarDay | undefined =>
  isGeneratedPractice(practiceId) ? generationOf(practiceId, today).closureDay : undefined;

/**
 * A generated appointment of the practice, from 30 days before its today to 60 days after (so a
 * link of a past appointment is recognised as past), with its recorded confirmation; undefined
 * for an unknown id, an id of another practice or an unknown practice.
 */
export const findGeneratedAppointment = (
  practiceId: string,
  appointmentId: string,
  now: Date = new Date(),
): SendingAppointment | undefined => {
  const practice = findPractice(practiceId);
  if (!practice || !isGeneratedPractice(practiceId)) return undefined;
  const generation = generationOf(practiceId, zonedDay(now, practice.timezone));
  const found = generation.byId.get(appointmentId) ?? earlierAppointmentsOf(generation).get(appointmentId);
  return found && withConfirmation(found, recordedConfirmations(practiceId));
};

export type GeneratedConfirmation =
  | { outcome: 'not-found' }
  | { outcome: 'cancelled' }
  | { outcome: 'past' }
  | { outcome: 'confirmed'; startAt: string; confirmedAt: string; alreadyConfirmed: boolean };

/**
 * Confirms a generated appointment for the public operation: past is judged on the real clock,
 * as the generated agenda is relative to the real today (the seeded confirmable appointments are
 * judged on SEED_NOW). The first confirmation is recorded in `confirmableAppointments`, which the
 * offline mode saves across reloads like its other writes.
 */
export const confirmGeneratedAppointment = async (
  practiceId: string,
  appointmentId: string,
  now: Date = new Date(),
): Promise<GeneratedConfirmation> => {
  const appointment = findGeneratedAppointment(practiceId, appointmentId, now);
  const record = confirmableAppointments.findFirst((q) =>
    q.where({ appointmentId, practiceId, generated: true }),
  );
  const startAt = appointment?.startsAt ?? record?.startAt;
  if (startAt === undefined) return { outcome: 'not-found' };
  if (appointment?.cancelled ?? record?.cancelled) return { outcome: 'cancelled' };
  if (Date.parse(startAt) < now.getTime()) return { outcome: 'past' };
  const confirmedBefore = record?.confirmedAt ?? appointment?.confirmedAt;
  if (confirmedBefore !== undefined) {
    return { outcome: 'confirmed', startAt, confirmedAt: confirmedBefore, alreadyConfirmed: true };
  }
  const confirmedAt = isoSeconds(now);
  await confirmableAppointments.create({
    appointmentId,
    practiceId,
    startAt,
    cancelled: false,
    confirmedAt,
    generated: true,
  });
  return { outcome: 'confirmed', startAt, confirmedAt, alreadyConfirmed: false };
};
