import type { Faker } from '@faker-js/faker';
import type {
  Channel,
  CommunicationDeliveryStatus,
  CommunicationHistoryEntry,
  Language,
  MessageKind,
} from '@/api/generated/communication/model';
import {
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
  areaCodesOf,
  emailDomainsOf,
} from './communication-names';
import type { PracticeEntry } from './practice-directory';
import { SEED_NOW, seededFaker } from './seeded-faker';

export type HistoryRow = CommunicationHistoryEntry & { practiceId: string };

interface Patient {
  fileNumber: string;
  firstName: string;
  lastName: string;
  language: Language;
  phone?: string;
  email?: string;
}

const DAY_MS = 86_400_000;

/** A draw by weights with one integer from the generator (faker.helpers.weightedArrayElement costs more per row). */
const weighted = <T>(faker: Faker, entries: readonly (readonly [T, number])[]): T => {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = faker.number.int({ max: total - 1 });
  for (const [value, weight] of entries) {
    if (draw < weight) return value;
    draw -= weight;
  }
  return entries[entries.length - 1]![0];
};

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/** A version-4 UUID from four draws: faker.string.uuid draws once per hex digit, a third of the seed time. */
const uuidOf = (faker: Faker): string => {
  const word = () => faker.number.int(0xffff_ffff);
  const [a, b, c, d] = [word(), word(), word(), word()];
  const variant = 0x8000 | ((c >>> 16) & 0x3fff);
  return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b & 0xfff, 3)}-${hex(variant, 4)}-${hex(c & 0xffff, 4)}${hex(d, 8)}`;
};

const asciiInitial = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .charAt(0)
    .toLowerCase() || 'x';

const createPatients = (faker: Faker, practice: PracticeEntry, count: number): Patient[] => {
  // Anglophone practices still see French-speaking patients (Westmount, Moncton), and the other way round.
  const frenchNamePercent = practice.language === 'FR' ? 82 : 25;
  const areaCodes = areaCodesOf(practice);
  const domains = emailDomainsOf(practice);
  let fileNumber = faker.number.int({ min: 300, max: 1500 });

  return Array.from({ length: count }, () => {
    fileNumber += faker.number.int({ min: 1, max: 9 });
    const frenchName = faker.number.int({ max: 99 }) < frenchNamePercent;
    const firstName = faker.helpers.arrayElement(frenchName ? FRENCH_FIRST_NAMES : ENGLISH_FIRST_NAMES);
    const lastName = faker.helpers.arrayElement(frenchName ? FRENCH_LAST_NAMES : ENGLISH_LAST_NAMES);
    // The language mostly follows the name; some patients chose the other one.
    const keepsNameLanguage = faker.number.int({ max: 99 }) < 91;
    const language: Language = frenchName === keepsNameLanguage ? 'FR' : 'EN';
    const contact = weighted(faker, [
      ['both', 62],
      ['phone', 28],
      ['email', 10],
    ] as const);
    return {
      fileNumber: String(fileNumber).padStart(5, '0'),
      firstName,
      lastName,
      language,
      ...(contact !== 'email'
        ? {
            phone: `(${faker.helpers.arrayElement(areaCodes)}) ***-**${String(faker.number.int(99)).padStart(2, '0')}`,
          }
        : {}),
      ...(contact !== 'phone'
        ? { email: `${asciiInitial(firstName)}***@${faker.helpers.arrayElement(domains)}` }
        : {}),
    };
  });
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

const seedMidnight = Date.UTC(SEED_NOW.getUTCFullYear(), SEED_NOW.getUTCMonth(), SEED_NOW.getUTCDate());

/**
 * A sending time in the last `spanDays` days: scheduled kinds leave in the morning batch
 * (13–14 h UTC, about 9 h in the practice), confirmations during opening hours; never on a Sunday.
 */
const sentTimeOf = (faker: Faker, kind: MessageKind, spanDays: number): number => {
  let day = seedMidnight - faker.number.int({ max: spanDays - 1 }) * DAY_MS;
  if (new Date(day).getUTCDay() === 0) day -= DAY_MS;
  const hour =
    kind === 'CONFIRMATION' ? faker.number.int({ min: 12, max: 22 }) : faker.number.int({ min: 13, max: 14 });
  const minute = kind === 'CONFIRMATION' ? faker.number.int(59) : faker.number.int(19);
  let time = day + ((hour * 60 + minute) * 60 + faker.number.int(59)) * 1000;
  if (time >= SEED_NOW.getTime()) time -= 7 * DAY_MS;
  return time;
};

export interface HistorySeed {
  practice: PracticeEntry;
  count: number;
  spanDays: number;
  patientCount: number;
}

/** The history rows of one practice, most recent first (the default sort of the list). */
export const buildHistoryRows = ({ practice, count, spanDays, patientCount }: HistorySeed): HistoryRow[] => {
  const faker = seededFaker(`communication-history/${practice.id}`);
  const patients = createPatients(faker, practice, patientCount);
  const rows = Array.from({ length: count }, (): { time: number; row: HistoryRow } => {
    const patient = faker.helpers.arrayElement(patients);
    const kind = weighted(faker, KIND_WEIGHTS);
    const channel: Channel = !patient.email
      ? 'SMS'
      : !patient.phone
        ? 'EMAIL'
        : faker.number.int({ max: 99 }) < 70
          ? 'SMS'
          : 'EMAIL';
    const time = sentTimeOf(faker, kind, spanDays);
    const row: HistoryRow = {
      id: uuidOf(faker),
      practiceId: practice.id,
      fileNumber: patient.fileNumber,
      firstName: patient.firstName,
      lastName: patient.lastName,
      language: patient.language,
      kind,
      channel,
      sentAt: new Date(time).toISOString().slice(0, 19) + 'Z',
      status: weighted(faker, STATUS_WEIGHTS[kind]),
      destination: (channel === 'SMS' ? patient.phone : patient.email) ?? '***',
    };
    return { time, row };
  });
  // Sorted on numbers: comparing 20,000 ISO strings took a third of the seed.
  return rows.sort((a, b) => b.time - a.time).map(({ row }) => row);
};
