import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  GetCommunicationHistoryResponse,
  GetCommunicationPreferencesResponseItem,
  GetCommunicationStatsResponse,
  GetCommunicationTemplatesResponseItem,
} from '@/api/generated/communication/communication.zod';
import type { DatabaseArea } from './area';
import { buildHistoryRows, type HistoryRow } from './communication-history-seed';
import { buildPreferences, buildSmsPackage, buildTemplates } from './communication-seed';
import { HISTORY_PRACTICE, PRACTICES } from './practice-directory';
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

/** The SMS package of the current month is the only statistic not computed from the history. */
export const smsPackages = new Collection({
  schema: GetCommunicationStatsResponse.shape.smsPackage.extend({ practiceId: z.string() }),
});

/** The other practices with the module get a few hundred recent messages each. */
const otherHistories = () => {
  const faker = seededFaker('communication-history/sizes');
  return PRACTICES.filter(
    (practice) => practice.automatedCommunications && practice !== HISTORY_PRACTICE,
  ).map((practice) => {
    const count = faker.number.int({ min: 150, max: 450 });
    return { practice, count, spanDays: 180, patientCount: Math.ceil(count / 3) };
  });
};

export const communicationArea: DatabaseArea = {
  name: 'communication',
  collections: { communicationPreferences, communicationTemplates, communicationHistory, smsPackages },
  async seed() {
    const preferenceFaker = seededFaker('communication-preferences');
    const templateFaker = seededFaker('communication-templates');
    const packageFaker = seededFaker('communication-sms-packages');
    const withModule = PRACTICES.filter((practice) => practice.automatedCommunications);

    const preferences = withModule.flatMap((practice) => buildPreferences(preferenceFaker, practice));
    const templates = withModule.flatMap((practice) => buildTemplates(templateFaker, practice));
    const packages = PRACTICES.map((practice) => buildSmsPackage(packageFaker, practice));
    const history: HistoryRow[] = [
      ...buildHistoryRows({ practice: HISTORY_PRACTICE, count: 20_000, spanDays: 730, patientCount: 3_200 }),
      ...otherHistories().flatMap(buildHistoryRows),
    ];

    await Promise.all([
      communicationPreferences.createMany(preferences.length, (index) => preferences[index]!),
      communicationTemplates.createMany(templates.length, (index) => templates[index]!),
      smsPackages.createMany(packages.length, (index) => packages[index]!),
      communicationHistory.createMany(history.length, (index) => history[index]!),
    ]);
  },
};
