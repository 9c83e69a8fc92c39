import type { Randomizer } from '@faker-js/faker';
import type { OpeningPeriod, WeekdaySchedule } from '@/api/generated/practices/model';
import type { CalendarDay, SendingAppointmentType } from '@/domain/sending-types';
import { addDays, isoWeekday } from '@/domain/zoned-time';
import { HISTORY_PRACTICE } from './practice-directory';
import { WEEKDAYS } from './practice-setup-tables';
import { drawsOf, type Draws } from './seeded-draws';
import { seedOf } from './seeded-faker';

/**
 * The appointments of a practice's agenda, day by day, made on demand (never in the snapshot).
 * Each day's agenda comes from the practice id and that day alone, whatever day it is seen from:
 * the appointment of 3 December keeps its id, time and type from one day to the next, so a
 * confirmation link stays good and a recorded confirmation keeps applying. What depends on the
 * day it is seen from (`today`) is whether it was booked yet and whether the patient confirmed it
 * yet: far days hold fewer appointments because fewer are booked that early.
 */

/** How far ahead the agenda is generated, today included: today to today + 60. */
export const APPOINTMENT_DAYS_AHEAD = 60;

/** An opening period in minutes since midnight. */
export interface OpeningMinutes {
  start: number;
  end: number;
}

export interface BookableType {
  type: SendingAppointmentType;
  code: string;
  durationMinutes: number;
}

/** What the agenda needs of a practice: its hours, its appointment types and its providers. */
export interface AgendaPractice {
  id: string;
  /** Monday (index 0) to Sunday: no period when closed. */
  week: readonly (readonly OpeningMinutes[])[];
  hygieneTypes: readonly BookableType[];
  otherTypes: readonly BookableType[];
  /** Provider names of the schedule's active columns. */
  hygienists: readonly string[];
  dentists: readonly string[];
  denturists: readonly string[];
}

/**
 * One appointment as the agenda holds it; `appointmentAsOf` (appointment-as-of.ts) says what it
 * looks like on a given day.
 */
export interface AgendaEntry {
  id: string;
  day: CalendarDay;
  hour: number;
  minute: number;
  type: BookableType;
  professional?: string;
  cancelled: boolean;
  bookedDaysBefore: number;
  bookedHour: number;
  bookedMinute: number;
  confirmationDraw: number;
  confirmationHour: number;
  confirmationMinute: number;
  /** Minutes after booking an early confirmer confirms. */
  earlyConfirmationMinutes: number;
  /** Which patient, as a fraction of the list (practice-patients.ts picks them). */
  patientDraw: number;
  /** Hygiene: days from the patient's due date to the appointment (negative: booked ahead of it). */
  dueDateLead: number;
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The schedule's week (practice-setup collections) as opening minutes, Monday first. */
export const weekOf = (weekSchedule: readonly WeekdaySchedule[]): OpeningMinutes[][] =>
  WEEKDAYS.map((weekday) =>
    (weekSchedule.find((entry) => entry.weekday === weekday)?.periods ?? []).map((period: OpeningPeriod) => ({
      start: minutesOf(period.start),
      end: minutesOf(period.end),
    })),
  );

export const openingOf = (practice: AgendaPractice, day: CalendarDay): readonly OpeningMinutes[] =>
  practice.week[isoWeekday(day) - 1] ?? [];

/** Proportions the tests hold the agenda to (practice-patients.test.ts). */
export const AGENDA_PROPORTIONS = {
  /** Appointments planned on a full open day (fewer on days shorter than 6 hours). */
  perDay: [15, 35] as const,
  /** Share of hygiene among planned appointments: booked months ahead, they are about 40 % of those seen. */
  hygiene: 0.26,
  cancelled: 0.05,
  /** Confirmed share by days ahead: the next 3 days, within a week, later. */
  confirmed: { threeDays: 0.4, week: 0.2, later: 0.05 },
} as const;

// The usual mix of a general practice; types missing here count once.
const TYPE_WEIGHTS: Record<string, number> = {
  HYG60: 5,
  DETART: 3,
  HYGENF: 2,
  HYG90: 2,
  EXRAP: 5,
  OBT: 5,
  CONS: 2,
  URG: 2,
  EXNP: 2,
  COUR: 2,
  ENDO: 2,
  EXTR: 2,
  ORTHO: 2,
};

const pickType = (draws: Draws, types: readonly BookableType[]): BookableType =>
  draws.weighted(types.map((type) => [type, TYPE_WEIGHTS[type.code] ?? 1] as const));

/**
 * Days booked ahead: hygiene visits are booked months ahead (often at the previous visit), the
 * rest mostly within weeks, some months ahead.
 */
const bookedDaysBefore = (draws: Draws, hygiene: boolean): number => {
  if (hygiene) return draws.int(21, 180);
  const [min, max] = draws.weighted([
    [[1, 7], 30],
    [[8, 30], 30],
    [[31, 90], 25],
    [[91, 180], 15],
  ] as const);
  return draws.int(min, max);
};

/** Online bookings (15 %) happen at any hour from 5 h; the front desk books from 8 h to 17 h. */
const bookingTime = (draws: Draws): [number, number] => {
  const online = draws.chance(0.15);
  return [online ? draws.int(5, 22) : draws.int(8, 17), draws.int(0, 59)];
};

/** A quarter-hour start inside one of the day's periods (chosen by length) where the whole visit fits. */
const startOf = (
  draws: Draws,
  periods: readonly OpeningMinutes[],
  durationMinutes: number,
): number | undefined => {
  const fitting = periods.filter((period) => period.end - period.start >= durationMinutes);
  if (fitting.length === 0) return undefined;
  const period = draws.weighted(fitting.map((entry) => [entry, entry.end - entry.start] as const));
  const firstQuarter = Math.ceil(period.start / 15);
  const lastQuarter = Math.floor((period.end - durationMinutes) / 15);
  return draws.int(firstQuarter, lastQuarter) * 15;
};

const professionalOf = (draws: Draws, practice: AgendaPractice, type: BookableType): string | undefined => {
  const hygiene = type.type.isHygiene && practice.hygienists.length > 0;
  const denture = type.code === 'PROTH' && practice.denturists.length > 0;
  const providers = hygiene ? practice.hygienists : denture ? practice.denturists : practice.dentists;
  return providers.length > 0 ? draws.pick(providers) : undefined;
};

/**
 * A day's agenda, from the practice id and the day alone (one generator restarted per day): nothing
 * on the days the practice is closed, 15 to 35 appointments on a full open day, each inside the
 * opening periods on the quarter hour, a quarter of them hygiene with a hygienist, the rest with a
 * dentist (or the denturist for a denture fitting). Providers' agendas may overlap: a dentist
 * works several chairs.
 */
export const agendaOfDay = (
  randomizer: Randomizer,
  practice: AgendaPractice,
  day: CalendarDay,
): AgendaEntry[] => {
  const periods = openingOf(practice, day);
  if (periods.length === 0 || practice.otherTypes.length === 0) return [];
  randomizer.seed(seedOf(`appointments/${practice.id}/${day}`));
  const draws = drawsOf(randomizer);
  const openMinutes = periods.reduce((sum, period) => sum + period.end - period.start, 0);
  const [fewest, most] = AGENDA_PROPORTIONS.perDay;
  let planned = draws.int(fewest, most);
  if (openMinutes < 360) planned = Math.max(8, Math.round((planned * openMinutes) / 480));

  const entries: AgendaEntry[] = [];
  for (let index = 0; index < planned; index += 1) {
    const id = draws.alphanumeric(20);
    const hygiene = practice.hygieneTypes.length > 0 && draws.chance(AGENDA_PROPORTIONS.hygiene);
    const type = pickType(draws, hygiene ? practice.hygieneTypes : practice.otherTypes);
    const start = startOf(draws, periods, type.durationMinutes);
    const professional = professionalOf(draws, practice, type);
    const [bookedHour, bookedMinute] = bookingTime(draws);
    const entry: AgendaEntry = {
      id,
      day,
      hour: Math.floor((start ?? 0) / 60),
      minute: (start ?? 0) % 60,
      type,
      ...(professional === undefined ? {} : { professional }),
      cancelled: draws.chance(AGENDA_PROPORTIONS.cancelled),
      bookedDaysBefore: bookedDaysBefore(draws, hygiene),
      bookedHour,
      bookedMinute,
      confirmationDraw: draws.next(),
      confirmationHour: draws.int(8, 20),
      confirmationMinute: draws.int(0, 59),
      earlyConfirmationMinutes: draws.int(30, 48 * 60),
      patientDraw: draws.next(),
      dueDateLead: draws.int(-14, 30),
    };
    if (start !== undefined) entries.push(entry);
  }
  return entries.sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
};

/**
 * The demo practice's day without any appointment: a weekday it is normally open, in the two
 * weeks after today, closed for a day of continuing education. It shows the rule "messages go
 * only on days with an appointment" (SPEC §9). Of the open weekdays of those two weeks, the one
 * with the smallest hash of its date, so that it stays the same day from one day to the next
 * until it is past (or a day that hashes smaller enters the window). Other practices have none.
 */
export const closureDayOf = (practice: AgendaPractice, today: CalendarDay): CalendarDay | undefined => {
  if (practice.id !== HISTORY_PRACTICE.id) return undefined;
  let chosen: { day: CalendarDay; hash: number } | undefined;
  for (let ahead = 1; ahead <= 14; ahead += 1) {
    const day = addDays(today, ahead);
    if (isoWeekday(day) > 5 || openingOf(practice, day).length === 0) continue;
    const hash = seedOf(`closure/${practice.id}/${day}`);
    if (!chosen || hash < chosen.hash) chosen = { day, hash };
  }
  return chosen?.day;
};
