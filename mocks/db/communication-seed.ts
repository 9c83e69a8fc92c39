import type { Faker } from '@faker-js/faker';
import {
  Channel,
  Language,
  MessageKind,
  type CommunicationPreference,
  type CommunicationState,
  type CommunicationTemplate,
} from '@/api/generated/communication/model';
import { templateText, SAMPLE_VALUES, type FrenchSmsVariant } from './communication-template-texts';
import { PRACTICES, type PracticeEntry } from './practice-directory';
import { seedNow } from './seed-clock';
import { smsSegments } from '@/domain/sms-segments';
import { DAY_MS } from '@/domain/zoned-time';

export const MESSAGE_KINDS: readonly MessageKind[] = Object.values(MessageKind);
export const CHANNELS: readonly Channel[] = Object.values(Channel);
// Sorted, not the contract's order (FR, EN): the seed draws its templates in this order, and
// another order would give every template another id.
export const LANGUAGES: readonly Language[] = Object.values(Language).toSorted();

const daysBeforeSeed = (faker: Faker, min: number, max: number): string =>
  new Date(seedNow().getTime() - faker.number.int({ min: min * DAY_MS, max: max * DAY_MS }))
    .toISOString()
    .slice(0, 19) + 'Z';

/**
 * States other than ENABLED, by practice name: a few kinds turned off, and one change of each
 * direction still reaching its practice, among the demo practice administrator's practices.
 */
const STATE_OVERRIDES: Record<string, Partial<Record<MessageKind, CommunicationState>>> = {
  'Clinique dentaire Rosemont': { HYGIENE_RECALL: 'ENABLING' },
  'Centre dentaire Saint-Laurent': { CONFIRMATION: 'DISABLING' },
  'Dentistes associés de Laval': { HYGIENE_RECALL: 'DISABLED' },
  'Westmount Dental Centre': { CONFIRMATION: 'DISABLED' },
  'Bay Street Dental': { HYGIENE_RECALL: 'DISABLED' },
  'Clinique dentaire de Moncton': { REMINDER: 'DISABLED' },
};

for (const name of Object.keys(STATE_OVERRIDES)) {
  if (!PRACTICES.some((practice) => practice.name === name && practice.automatedCommunications)) {
    throw new Error(`STATE_OVERRIDES names "${name}", which is not a practice with automated communications`);
  }
}

type Timing = Pick<CommunicationPreference, 'sendTiming' | 'days' | 'sendHour' | 'channels'>;

const timingOf = (faker: Faker, kind: MessageKind): Timing => {
  switch (kind) {
    case 'REMINDER':
      return {
        sendTiming: 'BEFORE',
        days: faker.helpers.arrayElement([1, 2, 2, 3]),
        sendHour: faker.helpers.arrayElement([8, 9, 9, 10]),
        channels: faker.helpers.arrayElement<Channel[]>([['SMS', 'EMAIL'], ['SMS', 'EMAIL'], ['SMS']]),
      };
    case 'CONFIRMATION':
      return faker.number.int(99) < 60
        ? {
            sendTiming: 'APPOINTMENT_CREATION',
            channels: faker.helpers.arrayElement<Channel[]>([['SMS'], ['EMAIL', 'SMS']]),
          }
        : {
            sendTiming: 'BEFORE',
            days: faker.helpers.arrayElement([2, 3, 5]),
            sendHour: faker.helpers.arrayElement([9, 10, 17]),
            channels: faker.helpers.arrayElement<Channel[]>([['SMS'], ['SMS', 'EMAIL'], ['EMAIL']]),
          };
    case 'HYGIENE_RECALL': {
      const sendTiming = faker.helpers.arrayElement(['BEFORE', 'AFTER', 'AFTER', 'NONE'] as const);
      return {
        sendTiming,
        ...(sendTiming === 'NONE'
          ? {}
          : { days: faker.helpers.arrayElement(sendTiming === 'BEFORE' ? [14, 30] : [30, 60, 90]) }),
        sendHour: faker.helpers.arrayElement([10, 11]),
        channels: faker.helpers.arrayElement<Channel[]>([['EMAIL', 'SMS'], ['EMAIL']]),
      };
    }
  }
};

export const buildPreferences = (faker: Faker, practice: PracticeEntry): CommunicationPreference[] =>
  MESSAGE_KINDS.map((kind) => ({
    id: faker.string.uuid(),
    practiceId: practice.id,
    kind,
    state: STATE_OVERRIDES[practice.name]?.[kind] ?? 'ENABLED',
    ...timingOf(faker, kind),
    updatedAt: daysBeforeSeed(faker, 1, 400),
  }));

/** Alternates per practice and kind, so that every practice shows both kinds of French SMS. */
const frenchSmsVariant = (practice: PracticeEntry, kind: MessageKind): FrenchSmsVariant =>
  (PRACTICES.indexOf(practice) + MESSAGE_KINDS.indexOf(kind)) % 2 === 0 ? 'typographic' : 'plain';

export const buildTemplates = (faker: Faker, practice: PracticeEntry): CommunicationTemplate[] =>
  MESSAGE_KINDS.flatMap((kind) =>
    CHANNELS.flatMap((channel) =>
      LANGUAGES.map((language) => ({
        id: faker.string.uuid(),
        practiceId: practice.id,
        kind,
        channel,
        language,
        ...templateText(kind, channel, language, frenchSmsVariant(practice, kind)),
        updatedAt: daysBeforeSeed(faker, 20, 600),
      })),
    ),
  );

const segmentCache = new Map<string, number>();

/**
 * Segments one SMS of this kind and language used: its seed template filled with typical
 * values. The history does not store message texts, so the statistics count with this.
 */
export const smsSegmentsPerMessage = (
  practice: PracticeEntry,
  kind: MessageKind,
  language: Language,
): number => {
  const key = `${practice.id}/${kind}/${language}`;
  let segments = segmentCache.get(key);
  if (segments === undefined) {
    const values: Record<string, string> = { ...SAMPLE_VALUES[language], practiceName: practice.name };
    const text = templateText(kind, 'SMS', language, frenchSmsVariant(practice, kind)).body.replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );
    segments = smsSegments(text);
    segmentCache.set(key, segments);
  }
  return segments;
};

/** Percentage bands of the directory's `sms` flag: low, close to the limit, over it (suspended). */
const USED_PERCENT: Record<PracticeEntry['sms'], [number, number]> = {
  low: [20, 60],
  'near-limit': [85, 99],
  'over-limit': [100, 104],
};

export const SMS_WARNING_PERCENT = 80;

/** Segments of the longest SMS the seeded templates make (a French reminder outside GSM-7). */
export const LONGEST_SEEDED_SMS = 4;

/** What the practice bought: the month's use is counted from its history (communication-usage.ts). */
export interface SmsPackageRecord {
  practiceId: string;
  limit: number;
  warningPercent: number;
}

/**
 * The package of a practice, and the segments its current month has used so far, in the band of
 * the directory's flag whatever the day: the history's rows of the month are drawn to reach
 * them. A practice without the module has sent nothing.
 */
export const buildSmsPackage = (
  faker: Faker,
  practice: PracticeEntry,
): { record: SmsPackageRecord; monthSegments: number } => {
  const limit = faker.helpers.arrayElement([1000, 1500, 2000, 3000, 5000]);
  const [min, max] = USED_PERCENT[practice.sms];
  const drawn = Math.round((limit * faker.number.int({ min: min * 10, max: max * 10 })) / 1000);
  // The month's last SMS may pass the target by up to its own length less one: it must not pass the band.
  const monthSegments = practice.automatedCommunications
    ? Math.min(drawn, Math.floor((limit * max) / 100) - (LONGEST_SEEDED_SMS - 1))
    : 0;
  return { record: { practiceId: practice.id, limit, warningPercent: SMS_WARNING_PERCENT }, monthSegments };
};
