import { HttpResponse, http } from 'msw';
import { GetCommunicationStatsQueryParams } from '@/api/generated/communication/communication.zod';
import type {
  CommunicationKindCounts,
  CommunicationStats,
  SmsPackageUsage,
} from '@/api/generated/communication/model';
import { apiPath } from '../config';
import { communicationHistory, smsPackages } from '../db/communication';
import { SMS_WARNING_PERCENT, smsSegmentsPerMessage } from '../db/communication-seed';
import type { PracticeEntry } from '../db/practice-directory';
import { SEED_NOW } from '../db/seeded-faker';
import { communicationPracticeOf, directoryEntryOf, timeZoneOf } from './communication-practice';
import { readQuery } from './problem';

const DAY_MS = 86_400_000;
const MAX_PERIOD_DAYS = 366;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const StatsQuery = GetCommunicationStatsQueryParams.superRefine((query, context) => {
  const days = dayNumber(query.endAt) - dayNumber(query.startAt) + 1;
  if (days < 1)
    context.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt may not be before startAt.' });
  else if (days > MAX_PERIOD_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['endAt'],
      message: `The period may not be longer than ${MAX_PERIOD_DAYS} days.`,
    });
  }
});

const formatters = new Map<string, Intl.DateTimeFormat>();
const localDays = new Map<string, string>();

/**
 * The calendar day of an instant in the practice's timezone. Canadian offsets change on the
 * hour, so the answer is cached per UTC hour: a year of history costs a few thousand
 * Intl calls instead of one per message.
 */
const localDayOf = (sentAt: string, timeZone: string): string => {
  const hour = sentAt.slice(0, 13);
  const key = `${timeZone}|${hour}`;
  let day = localDays.get(key);
  if (day === undefined) {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      formatters.set(timeZone, formatter);
    }
    day = formatter.format(new Date(`${hour}:00:00Z`));
    localDays.set(key, day);
  }
  return day;
};

const zeroKinds = (): CommunicationKindCounts => ({ REMINDER: 0, CONFIRMATION: 0, HYGIENE_RECALL: 0 });

const packageOf = (practice: PracticeEntry): SmsPackageUsage => {
  const found = smsPackages.findFirst((q) => q.where({ practiceId: practice.id }));
  if (!found) {
    return {
      month: SEED_NOW.toISOString().slice(0, 7),
      limit: 0,
      used: 0,
      usedPercent: 100,
      warningPercent: SMS_WARNING_PERCENT,
      suspended: true,
    };
  }
  const { practiceId: _practiceId, ...usage } = found;
  return usage;
};

/** Every figure but the SMS package is counted from the history rows of the period. */
export const computeStats = (practice: PracticeEntry, startAt: string, endAt: string): CommunicationStats => {
  const timeZone = timeZoneOf(practice);
  // A calendar day in a Canadian timezone starts and ends between 03:00 and 05:00 UTC, so this
  // UTC window holds every message of the period: a cheap string pre-filter before the exact day.
  const utcFrom = `${startAt}T00:00:00Z`;
  const utcTo = `${dateOfDayNumber(dayNumber(endAt) + 2)}T00:00:00Z`;
  const rows = communicationHistory.findMany((q) =>
    q.where((row) => row.practiceId === practice.id && row.sentAt >= utcFrom && row.sentAt < utcTo),
  );

  const stats: CommunicationStats = {
    startAt,
    endAt,
    totalSent: 0,
    sentByKind: zeroKinds(),
    sentByChannel: { EMAIL: 0, SMS: 0 },
    confirmationsReceived: 0,
    failedDeliveries: 0,
    smsSegmentsUsed: 0,
    smsPackage: packageOf(practice),
    daily: [],
  };
  const daily = new Map<string, CommunicationKindCounts>();
  for (let day = dayNumber(startAt); day <= dayNumber(endAt); day += 1)
    daily.set(dateOfDayNumber(day), zeroKinds());

  for (const row of rows) {
    const dayCounts = daily.get(localDayOf(row.sentAt, timeZone));
    if (!dayCounts) continue;
    dayCounts[row.kind] += 1;
    stats.totalSent += 1;
    stats.sentByKind[row.kind] += 1;
    stats.sentByChannel[row.channel] += 1;
    if (row.status === 'CONFIRMED') stats.confirmationsReceived += 1;
    if (row.status === 'FAILED') stats.failedDeliveries += 1;
    if (row.channel === 'SMS')
      stats.smsSegmentsUsed += smsSegmentsPerMessage(practice, row.kind, row.language);
  }
  stats.daily = [...daily].map(([date, sentByKind]) => ({ date, sentByKind }));
  return stats;
};

export const communicationStatsHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/stats'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const { startAt, endAt } = readQuery(request, StatsQuery);
    return HttpResponse.json(computeStats(directoryEntryOf(practice), startAt, endAt));
  }),
];
