import { generateMersenne32Randomizer } from '@faker-js/faker';
import type { CalendarDay, SendingAppointment, SendingPatient } from '@/domain/sending-types';
import { addDays, zonedInstant } from '@/domain/zoned-time';
import { appointmentAsOf } from './appointment-as-of';
import { APPOINTMENT_DAYS_AHEAD, agendaOfDay, closureDayOf, type AgendaEntry } from './appointment-seed';
import { localClock, type LocalClock } from './local-clock';
import type { PatientProfile } from './patient-profile';
import { addMonths, buildPatients } from './patient-seed';
import { contextOf, type PracticeContext } from './practice-context';
import { findPractice } from './practices';

/**
 * One practice's patients and appointments for one of its days (practice-patients.ts says what
 * they are for): generated from the practice and the day alone, and kept for the last few
 * practices and days asked for.
 */
export interface Generation {
  /** Shared with every caller of the same practice and day: copy before changing. */
  patients: readonly SendingPatient[];
  /** Today to today + 60 in the practice, in order of start; cancelled ones included. */
  appointments: readonly SendingAppointment[];
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

export const generationOf = (practiceId: string, today: CalendarDay): Generation => {
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

/** The appointments of the 30 days before the generation's today: built on first need, then kept. */
const LOOK_BACK_DAYS = 30;

export const earlierAppointmentsOf = (generation: Generation): ReadonlyMap<string, SendingAppointment> => {
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
