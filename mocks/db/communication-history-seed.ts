import type {
  Channel,
  CommunicationDeliveryStatus,
  CommunicationHistoryEntry,
  MessageKind,
} from '@/api/generated/communication/model';
import { createPatients, type Patient } from './communication-history-patients';
import { currentMonthOf } from './communication-month';
import { smsSegmentsPerMessage } from './communication-seed';
import type { PracticeEntry } from './practice-directory';
import { historyEnd, seedNow } from './seed-clock';
import { seededDraws, type Draws } from './seeded-draws';

export type HistoryRow = CommunicationHistoryEntry & { practiceId: string };

const DAY_MS = 86_400_000;

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
 * A sending time in [from, to): scheduled kinds leave in the morning batch (13–14 h UTC, about
 * 9 h in the practice), confirmations during opening hours; never on a Sunday. A window of a few
 * hours (the first morning of a month) may hold none of those times: then any instant of it.
 */
const sentTimeOf = (draws: Draws, kind: MessageKind, from: number, to: number): number => {
  const firstDay = Math.floor(from / DAY_MS);
  const dayCount = Math.floor((to - 1) / DAY_MS) - firstDay + 1;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    let day = (firstDay + draws.int(0, dayCount - 1)) * DAY_MS;
    if (new Date(day).getUTCDay() === 0) day -= DAY_MS;
    const hour = kind === 'CONFIRMATION' ? draws.int(12, 22) : draws.int(13, 14);
    const minute = kind === 'CONFIRMATION' ? draws.int(0, 59) : draws.int(0, 19);
    const time = day + ((hour * 60 + minute) * 60 + draws.int(0, 59)) * 1000;
    if (time >= from && time < to) return time;
  }
  return from + draws.int(0, Math.floor((to - from - 1) / 1000)) * 1000;
};

interface Drawn {
  time: number;
  row: HistoryRow;
  segments: number;
}

const drawRow = (
  draws: Draws,
  practice: PracticeEntry,
  patients: readonly Patient[],
  [from, to]: readonly [number, number],
): Drawn => {
  const patient = draws.pick(patients);
  const kind = draws.weighted(KIND_WEIGHTS);
  const channel: Channel = !patient.email
    ? 'SMS'
    : !patient.phone
      ? 'EMAIL'
      : draws.int(0, 99) < 70
        ? 'SMS'
        : 'EMAIL';
  const time = sentTimeOf(draws, kind, from, to);
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
}: HistorySeed): HistoryRow[] => {
  const draws = seededDraws(`communication-history/${practice.id}`);
  const patients = createPatients(draws, practice, patientCount);
  const monthStart = currentMonthOf(practice, seedNow()).start;
  const month: readonly [number, number] = [monthStart, historyEnd()];
  const drawn: Drawn[] = [];
  // In the first hour of a month nothing has left yet: the package is at 0.
  for (let used = 0; used < monthSegments && month[1] > month[0];) {
    const next = drawRow(draws, practice, patients, month);
    used += next.segments;
    drawn.push(next);
  }
  const earlierCount = 'total' in rows ? Math.max(0, rows.total - drawn.length) : rows.beforeMonth;
  const earlier: readonly [number, number] = [monthStart - spanDays * DAY_MS, monthStart];
  for (let index = 0; index < earlierCount; index += 1)
    drawn.push(drawRow(draws, practice, patients, earlier));
  // Sorted on numbers: comparing 20,000 ISO strings took a third of the seed.
  return drawn.sort((a, b) => b.time - a.time).map(({ row }) => row);
};
