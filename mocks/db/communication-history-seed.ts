import type {
  Channel,
  CommunicationDeliveryStatus,
  CommunicationHistoryEntry,
  MessageKind,
} from '@/api/generated/communication/model';
import { createPatients, type Patient } from './communication-history-patients';
import { practiceClock, type PracticeClock } from '@/domain/practice-clock';
import { isBusinessDay } from '@/domain/sending-calendar';
import type { CalendarDay, Province } from '@/domain/sending-types';
import { addDays, DAY_MS } from '@/domain/zoned-time';
import { seededOutcome } from './communication-history-outcomes';
import { currentMonthOf } from './communication-month';
import { smsSegmentsPerMessage } from './communication-seed';
import type { PracticeEntry } from './practice-directory';
import { historyEnd, seedNow } from './seed-clock';
import { seededDraws, type Draws } from './seeded-draws';

export type HistoryRow = CommunicationHistoryEntry & { practiceId: string };

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/** A version-4 UUID from four draws: faker.string.uuid draws once per hex digit, a third of the seed time. */
const uuidOf = (draws: Draws): string => {
  const word = () => draws.int(0, 0xffff_ffff);
  const [a, b, c, d] = [word(), word(), word(), word()];
  const variant = 0x8000 | ((c >>> 16) & 0x3fff);
  return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b & 0xfff, 3)}-${hex(variant, 4)}-${hex(c & 0xffff, 4)}${hex(d, 8)}`;
};

const KIND_WEIGHTS = [
  ['REMINDER', 55],
  ['CONFIRMATION', 30],
  ['HYGIENE_RECALL', 15],
] as const;

const STATUS_WEIGHTS: Record<MessageKind, readonly (readonly [CommunicationDeliveryStatus, number])[]> = {
  REMINDER: [
    ['DELIVERED', 86],
    ['SENT', 10],
    ['FAILED', 4],
  ],
  CONFIRMATION: [
    ['CONFIRMED', 58],
    ['DELIVERED', 30],
    ['SENT', 8],
    ['FAILED', 4],
  ],
  HYGIENE_RECALL: [
    ['DELIVERED', 85],
    ['SENT', 10],
    ['FAILED', 5],
  ],
};

/**
 * When a practice's messages leave (docs/decisions/041-sending-rules-at-their-edges.md): on its
 * business days (no weekend, no statutory holiday of its province: the days it has
 * appointments), each scheduled kind in the batch of its `sendHour` (the first 20 minutes of
 * that hour, in the practice's zone), the messages of a booking 10 minutes after it, during
 * opening hours.
 */
export interface SendingHours {
  zone: string;
  province: Province;
  /** The hour of each kind that is sent at one; absent for a kind sent after each booking. */
  hours: Partial<Record<MessageKind, number>>;
}

const OPENING_HOURS = [8, 19] as const;
const BATCH_MINUTES = 20;

/** The business days of [from, to), in the practice's calendar, once per window. */
const businessDaysOf = (
  clock: PracticeClock,
  province: Province,
  from: number,
  to: number,
): CalendarDay[] => {
  const days: CalendarDay[] = [];
  for (let day = clock.dayOf(from); day <= clock.dayOf(to - 1); day = addDays(day, 1))
    if (isBusinessDay(day, province)) days.push(day);
  return days;
};

/**
 * A sending time in [from, to) on one of `days`; undefined when the window holds none (a month
 * whose first days are a weekend, seen that weekend: nothing has left yet).
 */
const sentTimeOf = (
  draws: Draws,
  kind: MessageKind,
  [from, to]: readonly [number, number],
  days: readonly CalendarDay[],
  clock: PracticeClock,
  hours: SendingHours['hours'],
): number | undefined => {
  if (days.length === 0) return undefined;
  const scheduled = hours[kind];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const day = days[draws.int(0, days.length - 1)]!;
    const hour = scheduled ?? draws.int(OPENING_HOURS[0], OPENING_HOURS[1]);
    const minute = scheduled === undefined ? draws.int(0, 59) : draws.int(0, BATCH_MINUTES - 1);
    const time = clock.at(day, hour) + (minute * 60 + draws.int(0, 59)) * 1000;
    if (time >= from && time < to) return time;
  }
  return undefined;
};

interface Drawn {
  time: number;
  row: HistoryRow;
  segments: number;
}

interface Window {
  bounds: readonly [number, number];
  days: readonly CalendarDay[];
}

const drawRow = (
  draws: Draws,
  practice: PracticeEntry,
  patients: readonly Patient[],
  window: Window,
  clock: PracticeClock,
  hours: SendingHours['hours'],
): Drawn | undefined => {
  const patient = draws.pick(patients);
  const kind = draws.weighted(KIND_WEIGHTS);
  const channel: Channel = !patient.email
    ? 'SMS'
    : !patient.phone
      ? 'EMAIL'
      : draws.int(0, 99) < 70
        ? 'SMS'
        : 'EMAIL';
  const time = sentTimeOf(draws, kind, window.bounds, window.days, clock, hours);
  if (time === undefined) return undefined;
  const row: HistoryRow = {
    id: uuidOf(draws),
    practiceId: practice.id,
    fileNumber: patient.fileNumber,
    firstName: patient.firstName,
    lastName: patient.lastName,
    language: patient.language,
    kind,
    channel,
    sentAt: new Date(time).toISOString().slice(0, 19) + 'Z',
    status: draws.weighted(STATUS_WEIGHTS[kind]),
    destination: (channel === 'SMS' ? patient.phone : patient.email) ?? '***',
  };
  const segments = channel === 'SMS' ? smsSegmentsPerMessage(practice, kind, patient.language) : 0;
  return { time, row, segments };
};

export interface HistorySeed {
  practice: PracticeEntry;
  /** Rows in all (the month's included), or rows before the current month. */
  rows: { total: number } | { beforeMonth: number };
  /** How far back the rows before the month go. */
  spanDays: number;
  patientCount: number;
  /**
   * The SMS segments the current month has used: its rows are drawn until their SMS reach it, so
   * the package, the statistics and the list count the same messages (docs/decisions/020).
   */
  monthSegments: number;
  sending: SendingHours;
}

/**
 * The history rows of one practice, most recent first (the default sort of the list): the
 * current month's up to the start of now's hour, then the earlier ones over `spanDays`.
 */
export const buildHistoryRows = ({
  practice,
  rows,
  spanDays,
  patientCount,
  monthSegments,
  sending,
}: HistorySeed): HistoryRow[] => {
  const draws = seededDraws(`communication-history/${practice.id}`);
  const patients = createPatients(draws, practice, patientCount);
  const clock = practiceClock({ timezone: sending.zone, province: sending.province });
  const windowOf = (from: number, to: number): Window => ({
    bounds: [from, to],
    days: to > from ? businessDaysOf(clock, sending.province, from, to) : [],
  });
  const monthStart = currentMonthOf(practice, seedNow()).start;
  const month = windowOf(monthStart, historyEnd());
  const drawn: Drawn[] = [];
  // Before the month's first batch nothing has left yet: the package is at 0.
  // A kind whose hour has not come yet today may find no time: another draw may; many in a row
  // mean the month holds no sending time yet.
  for (let used = 0, misses = 0; used < monthSegments && misses < 50;) {
    const next = drawRow(draws, practice, patients, month, clock, sending.hours);
    misses = next ? 0 : misses + 1;
    if (!next) continue;
    used += next.segments;
    drawn.push(next);
  }
  const earlierCount = 'total' in rows ? Math.max(0, rows.total - drawn.length) : rows.beforeMonth;
  const earlier = windowOf(monthStart - spanDays * DAY_MS, monthStart);
  for (let index = 0; index < earlierCount; index += 1) {
    const next = drawRow(draws, practice, patients, earlier, clock, sending.hours);
    if (next) drawn.push(next);
  }
  // Outcomes from a stream of their own: the rows stay the ones drawn before there were any.
  const outcomes = seededDraws(`communication-history-outcomes/${practice.id}`);
  const now = seedNow().getTime();
  // Sorted on numbers: comparing 20,000 ISO strings took a third of the seed.
  return drawn
    .sort((a, b) => b.time - a.time)
    .map(({ row, time }) => {
      row.outcome = seededOutcome(outcomes, row, time, now);
      return row;
    });
};
