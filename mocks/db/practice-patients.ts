import { generateMersenne32Randomizer } from '@faker-js/faker';
import type { CalendarDay, OptOut, SendingAppointment, SendingPatient } from '@/domain/sending-types';
import { addDays, isoSeconds, zonedDay, zonedInstant } from '@/domain/zoned-time';
import {
  APPOINTMENT_DAYS_AHEAD,
  agendaOfDay,
  appointmentAsOf,
  closureDayOf,
  type AgendaEntry,
} from './appointment-seed';
import { localClock, type LocalClock } from './local-clock';
import type { PatientProfile } from './patient-profile';
import { addMonths, buildPatients } from './patient-seed';
import { contextOf, isGeneratedPractice, type PracticeContext } from './practice-context';
import { findPractice } from './practices';
import { confirmableAppointments } from './public';

/**
 * Patients and appointments of each practice, generated on demand (patient-seed.ts,
 * appointment-seed.ts) and kept in memory per practice and day: never in the snapshot the pages
 * and the tests load, so the offline start-up stays as fast as without them. Confirmations made
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

interface Generation extends PracticePatients {
  context: PracticeContext;
  today: CalendarDay;
  todayStarts: number;
  clock: LocalClock;
  byId: ReadonlyMap<string, SendingAppointment>;
  /** The practice's days with an appointment that is not cancelled. */
  busyDays: ReadonlySet<CalendarDay>;
  closureDay?: CalendarDay;
  /** The 30 days before today, for confirmation links of past appointments: built on first need. */
  earlier?: ReadonlyMap<string, SendingAppointment>;
}

/** Faker's seeded generator, restarted per day by agendaOfDay. */
const agendaRandomizer = generateMersenne32Randomizer();

/**
 * Who has which appointment. A hygiene appointment goes to a regular patient (a hygiene visit in
 * the last two years) not already booked for hygiene in the range, whose due date is then put
 * near it (they booked because they were due: from 30 days before the visit to 14 days after);
 * other appointments go to any patient. Taken in order of start from today, so a patient may
 * change when an earlier appointment of the same draw leaves the range.
 */
const assignPatients = (
  booked: readonly { entry: AgendaEntry; appointment: Omit<SendingAppointment, 'patientId'> }[],
  profiles: readonly PatientProfile[],
): { patients: SendingPatient[]; appointments: SendingAppointment[] } => {
  const patients = profiles.map((profile) => profile.patient);
  const regular = profiles.flatMap((profile, index) => (profile.regular ? [index] : []));
  const bookedForHygiene = new Set<number>();
  const appointments = booked.map(({ entry, appointment }): SendingAppointment => {
    if (!appointment.type.isHygiene || regular.length === bookedForHygiene.size) {
      return { ...appointment, patientId: patients[Math.floor(entry.patientDraw * patients.length)]!.id };
    }
    let slot = Math.floor(entry.patientDraw * regular.length);
    while (bookedForHygiene.has(regular[slot]!)) slot = (slot + 1) % regular.length;
    const index = regular[slot]!;
    bookedForHygiene.add(index);
    const dueDate = addDays(entry.day, -entry.dueDateLead);
    const patient: SendingPatient = {
      ...patients[index]!,
      hygieneDueDate: dueDate,
      lastHygieneVisit: addMonths(dueDate, -profiles[index]!.recallMonths),
    };
    patients[index] = patient;
    return { ...appointment, patientId: patient.id };
  });
  return { patients, appointments };
};

const generate = (context: PracticeContext, today: CalendarDay): Generation => {
  const clock = localClock(context.timeZone);
  const todayStarts = zonedInstant(today, 0, 0, context.timeZone).getTime();
  const profiles = buildPatients(context.entry, today, clock);
  const closureDay = closureDayOf(context.agenda, today);
  const booked = [];
  for (let ahead = 0; ahead <= APPOINTMENT_DAYS_AHEAD; ahead += 1) {
    const day = addDays(today, ahead);
    if (day === closureDay) continue;
    for (const entry of agendaOfDay(agendaRandomizer, context.agenda, day)) {
      const appointment = appointmentAsOf(entry, today, todayStarts, clock);
      if (appointment) booked.push({ entry, appointment });
    }
  }
  const { patients, appointments } = assignPatients(booked, profiles);
  return {
    context,
    today,
    todayStarts,
    clock,
    patients,
    appointments,
    byId: new Map(appointments.map((appointment) => [appointment.id, appointment])),
    busyDays: new Set(booked.filter(({ entry }) => !entry.cancelled).map(({ entry }) => entry.day)),
    ...(closureDay === undefined ? {} : { closureDay }),
  };
};

// Per practice and day, the oldest dropped first: a generation is about a megabyte, and test
// files share their worker's memory (vite.config.ts), so only the last few are kept.
const MEMO_LIMIT = 12;
const generations = new Map<string, Generation>();

const generationOf = (practiceId: string, today: CalendarDay): Generation => {
  const practice = findPractice(practiceId);
  if (!practice) throw new Error(`The offline database has no practice ${practiceId}`);
  const key = `${practiceId}/${today}/${practice.timezone}`;
  let generation = generations.get(key);
  if (!generation) {
    const context = contextOf(practiceId, practice.timezone);
    if (!context) throw new Error(`Practice ${practiceId} has no schedule in the offline database`);
    generation = generate(context, today);
    if (generations.size >= MEMO_LIMIT) generations.delete(generations.keys().next().value!);
    generations.set(key, generation);
  }
  return generation;
};

/** Forgets the generated data: the next call generates again (for the tests of determinism). */
export const forgetGeneratedPractices = (): void => generations.clear();

/** Confirmations recorded through the public operation, by appointment id. */
const recordedConfirmations = (practiceId: string): Map<string, string> =>
  new Map(
    confirmableAppointments
      .findMany((q) => q.where({ practiceId, generated: true }))
      .flatMap((record) => (record.confirmedAt ? [[record.appointmentId, record.confirmedAt] as const] : [])),
  );

/**
 * The appointment with the confirmation the patient made through the public page, which wins
 * over the generated one: the generation may mark the appointment confirmed on a later day, at a
 * time of its own, and the answer the patient got must stay true.
 */
const withConfirmation = (
  appointment: SendingAppointment,
  confirmations: ReadonlyMap<string, string>,
): SendingAppointment => {
  const confirmedAt = confirmations.get(appointment.id);
  return confirmedAt === undefined || appointment.confirmedAt === confirmedAt
    ? appointment
    : { ...appointment, confirmedAt };
};

/**
 * The patients of a practice and its appointments from `today` (its calendar day:
 * `zonedDay(new Date(), timezone)`) to 60 days ahead. The same practice and day always give the
 * same data; confirmations recorded since are applied on every call.
 */
export const practicePatients = (practiceId: string, today: CalendarDay): PracticePatients => {
  // A practice outside the seed's directory has nobody on its books.
  if (!isGeneratedPractice(practiceId)) return { patients: [], appointments: [] };
  const { patients, appointments } = generationOf(practiceId, today);
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
    : generationOf(practiceId, today)
        .patients.flatMap(({ id, fileNumber, firstName, lastName, optOuts }) =>
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

const LOOK_BACK_DAYS = 30;

const earlierAppointments = (generation: Generation): ReadonlyMap<string, SendingAppointment> => {
  if (!generation.earlier) {
    const { context, today, todayStarts, clock, patients } = generation;
    const earlier = new Map<string, SendingAppointment>();
    for (let back = LOOK_BACK_DAYS; back >= 1; back -= 1) {
      for (const entry of agendaOfDay(agendaRandomizer, context.agenda, addDays(today, -back))) {
        const appointment = appointmentAsOf(entry, today, todayStarts, clock);
        const patientId = patients[Math.floor(entry.patientDraw * patients.length)]!.id;
        if (appointment) earlier.set(appointment.id, { ...appointment, patientId });
      }
    }
    generation.earlier = earlier;
  }
  return generation.earlier;
};

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
  const found = generation.byId.get(appointmentId) ?? earlierAppointments(generation).get(appointmentId);
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
