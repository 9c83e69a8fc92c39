import { GetGoalsResponseItem } from '@/api/generated/analytik/analytik.zod';
import {
  GetCommunicationHistoryResponse,
  GetCommunicationPreferencesResponseItem,
  GetCommunicationTemplatesResponseItem,
  getCommunicationHistoryResponseItemsItemDestinationMax,
  getCommunicationHistoryResponseItemsItemFileNumberMax,
  getCommunicationHistoryResponseItemsItemFirstNameMax,
  getCommunicationHistoryResponseItemsItemLastNameMax,
  getCommunicationPreferencesResponseDaysMax,
  getCommunicationPreferencesResponseSendHourMax,
  getCommunicationStatsResponseSmsPackageWarningPercentMax,
  getCommunicationTemplatesResponseBodyMax,
  getCommunicationTemplatesResponseSubjectMax,
} from '@/api/generated/communication/communication.zod';
import { z } from 'zod';
import { goals, metricValues } from './analytik';
import {
  communicationHistory,
  communicationPreferences,
  communicationTemplates,
  smsPackages,
} from './communication';
import { changeRecords } from './extreme-records';
import { padTo } from './extreme-texts';

/** Where the contract sets no maximum: far beyond any clinic, still a safe integer. */
export const LARGEST_AMOUNT = 9_999_999_999;
/** The largest SMS package: a 32-bit integer, the widest a back end would store it in. */
export const LARGEST_PACKAGE = 2_147_483_647;
/** A name where the contract sets no maximum (goal authors): long, but realistic. */
const UNBOUNDED_TEXT = 200;

const HistoryRow = GetCommunicationHistoryResponse.shape.items.element.extend({ practiceId: z.string() });

/**
 * A patient appears in many rows: the same long value for the same original one keeps the
 * history's searches and groupings true, and the memory to one copy per patient.
 */
const memo = (pad: (value: string) => string) => {
  const done = new Map<string, string>();
  return (value: string): string => {
    let padded = done.get(value);
    if (padded === undefined) {
      padded = pad(value);
      done.set(value, padded);
    }
    return padded;
  };
};

const longestCommunication = (): void => {
  changeRecords(communicationTemplates.all(), GetCommunicationTemplatesResponseItem, (template) => {
    if (template.subject !== undefined)
      template.subject = padTo(template.subject, getCommunicationTemplatesResponseSubjectMax);
    template.body = padTo(template.body, getCommunicationTemplatesResponseBodyMax);
  });
  // Only the fields the timing already has: the contract ties `days` and `sendHour` to it.
  changeRecords(
    communicationPreferences.all(),
    GetCommunicationPreferencesResponseItem.extend({ settlesAt: z.iso.datetime().optional() }),
    (preference) => {
      if (preference.days !== undefined) preference.days = getCommunicationPreferencesResponseDaysMax;
      if (preference.sendHour !== undefined)
        preference.sendHour = getCommunicationPreferencesResponseSendHourMax;
    },
  );
  const firstName = memo((value) => padTo(value, getCommunicationHistoryResponseItemsItemFirstNameMax));
  const lastName = memo((value) => padTo(value, getCommunicationHistoryResponseItemsItemLastNameMax));
  const fileNumber = memo((value) =>
    `${value}${'9'.repeat(20)}`.slice(0, getCommunicationHistoryResponseItemsItemFileNumberMax),
  );
  const destination = memo((value) => padTo(value, getCommunicationHistoryResponseItemsItemDestinationMax));
  changeRecords(
    communicationHistory.all(),
    HistoryRow,
    (row) => {
      row.firstName = firstName(row.firstName);
      row.lastName = lastName(row.lastName);
      row.fileNumber = fileNumber(row.fileNumber);
      row.destination = destination(row.destination);
    },
    { every: 97 },
  );
  for (const bought of smsPackages.all()) {
    bought.limit = LARGEST_PACKAGE;
    bought.warningPercent = getCommunicationStatsResponseSmsPackageWarningPercentMax;
  }
};

const largest = (unit: string): number => (unit === 'percent' ? 100 : LARGEST_AMOUNT);

const longestAnalytik = (): void => {
  for (const record of metricValues.all()) record.values = record.values.map(() => largest(record.unit));
  const units = new Map(metricValues.all().map((record) => [record.metricId, record.unit]));
  changeRecords(goals.all(), GetGoalsResponseItem, (goal) => {
    goal.value = largest(units.get(goal.metricId) ?? 'count');
    goal.updatedBy = { ...goal.updatedBy, name: padTo(goal.updatedBy.name, UNBOUNDED_TEXT) };
  });
};

/** The communication and Analytik areas of the longest seed. */
export const applyLongestActivity = (): void => {
  longestCommunication();
  longestAnalytik();
};
