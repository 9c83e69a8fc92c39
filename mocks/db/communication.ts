import type { MessageKind, SendTiming } from '@/api/generated/communication/model';
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  GetCommunicationHistoryResponse,
  GetCommunicationPreferencesResponseItem,
  GetCommunicationStatsResponse,
  GetCommunicationTemplatesResponseItem,
} from '@/api/generated/communication/communication.zod';
import type { DatabaseArea } from './area';
import {
  buildHistoryRows,
  type HistoryRow,
  type HistorySeed,
  type SendingHours,
} from './communication-history-seed';
import { timeZoneOf } from './communication-month';
import { DEFAULT_SEND_HOUR } from '@/domain/communication-timing';
import { buildPreferences, buildSmsPackage, buildTemplates } from './communication-seed';
import { HISTORY_PRACTICE, PRACTICES, type PracticeEntry } from './practice-directory';
import { seededFaker } from './seeded-faker';

/**
 * `settlesAt`: when a change of `enabled` has reached the practice and ENABLING/DISABLING
 * becomes ENABLED/DISABLED. Seeded transitional states have none: they stay as they are, so
 * the portal always has one of each to show.
 */
export const communicationPreferences = new Collection({
  schema: GetCommunicationPreferencesResponseItem.extend({ settlesAt: z.iso.datetime().optional() }),
});

export const communicationTemplates = new Collection({ schema: GetCommunicationTemplatesResponseItem });

const historyRowSchema = GetCommunicationHistoryResponse.shape.items.element.extend({
  practiceId: z.string(),
});

/**
 * @msw/data 1.1.7 clears a collection one record at a time, each record finding its own index
 * from the start of the array: quadratic, about 3 s for the history's 26,000 rows on every
 * reset. all() is the collection's own array, so truncating it clears in one step. No delete
 * hook runs, and none is needed: the database clears only to reseed, with persistence paused.
 */
class HistoryCollection extends Collection<typeof historyRowSchema> {
  override clear(): void {
    this.all().length = 0;
  }
}

export const communicationHistory = new HistoryCollection({ schema: historyRowSchema });

/**
 * What each practice bought: its monthly limit and warning threshold. What the month has used is
 * counted from the history (mocks/handlers/communication-usage.ts), as the statistics count it.
 */
export const smsPackages = new Collection({
  schema: GetCommunicationStatsResponse.shape.smsPackage
    .pick({ limit: true, warningPercent: true })
    .extend({ practiceId: z.string() }),
});

/**
 * The histories the seed writes: 20,000 rows over two years for the demo practice, a few hundred
 * earlier messages for the other practices with the module, and for each the current month's
 * messages up to the segments its package has used (`monthSegments`, from the package draws).
 */
interface Preference {
  practiceId: string;
  kind: MessageKind;
  sendTiming: SendTiming;
  sendHour?: number | undefined;
}

/** When each practice's messages leave: its zone, its province's holidays, each kind's hour. */
const sendingHoursOf = (practice: PracticeEntry, preferences: readonly Preference[]): SendingHours => {
  const hours: SendingHours['hours'] = {};
  for (const preference of preferences) {
    if (preference.practiceId !== practice.id) continue;
    // Confirmations asked at booking leave after each booking, not at an hour.
    if (preference.sendTiming === 'APPOINTMENT_CREATION') continue;
    hours[preference.kind] = preference.sendHour ?? DEFAULT_SEND_HOUR;
  }
  return { zone: timeZoneOf(practice), province: practice.province, hours };
};

export const historySeeds = (
  monthSegments: ReadonlyMap<string, number>,
  preferences: readonly Preference[] = communicationPreferences.all(),
): HistorySeed[] => {
  const faker = seededFaker('communication-history/sizes');
  const segmentsOf = (practice: PracticeEntry) => monthSegments.get(practice.id) ?? 0;
  const sending = (practice: PracticeEntry) => sendingHoursOf(practice, preferences);
  const others = PRACTICES.filter(
    (practice) => practice.automatedCommunications && practice !== HISTORY_PRACTICE,
  ).map((practice): HistorySeed => {
    const count = faker.number.int({ min: 150, max: 450 });
    const monthSegments = segmentsOf(practice);
    return {
      practice,
      rows: { beforeMonth: count },
      spanDays: 180,
      patientCount: Math.ceil(count / 3),
      monthSegments,
      sending: sending(practice),
    };
  });
  const demo: HistorySeed = {
    practice: HISTORY_PRACTICE,
    rows: { total: 20_000 },
    spanDays: 730,
    patientCount: 3_200,
    monthSegments: segmentsOf(HISTORY_PRACTICE),
    sending: sending(HISTORY_PRACTICE),
  };
  return [demo, ...others];
};

/** The package of each practice, and the segments its month has used so far. */
export const seedSmsPackages = () => {
  const faker = seededFaker('communication-sms-packages');
  const built = PRACTICES.map((practice) => buildSmsPackage(faker, practice));
  return {
    packages: built.map(({ record }) => record),
    monthSegments: new Map(built.map(({ record, monthSegments }) => [record.practiceId, monthSegments])),
  };
};

export const communicationArea: DatabaseArea = {
  name: 'communication',
  collections: { communicationPreferences, communicationTemplates, communicationHistory, smsPackages },
  async seed() {
    const preferenceFaker = seededFaker('communication-preferences');
    const templateFaker = seededFaker('communication-templates');
    const withModule = PRACTICES.filter((practice) => practice.automatedCommunications);

    const preferences = withModule.flatMap((practice) => buildPreferences(preferenceFaker, practice));
    const templates = withModule.flatMap((practice) => buildTemplates(templateFaker, practice));
    const { packages, monthSegments } = seedSmsPackages();
    const history: HistoryRow[] = historySeeds(monthSegments, preferences).flatMap(buildHistoryRows);

    await Promise.all([
      communicationPreferences.createMany(preferences.length, (index) => preferences[index]!),
      communicationTemplates.createMany(templates.length, (index) => templates[index]!),
      smsPackages.createMany(packages.length, (index) => packages[index]!),
      communicationHistory.createMany(history.length, (index) => history[index]!),
    ]);
  },
};
