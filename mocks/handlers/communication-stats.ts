import { HttpResponse, http } from 'msw';
import { GetCommunicationStatsQueryParams } from '@/api/generated/communication/communication.zod';
import type { CommunicationKindCounts, CommunicationStats } from '@/api/generated/communication/model';
import { apiPath } from '../config';
import { loadDeferredRecords } from '../db/deferred-records';
import { timeZoneOf } from '../db/communication-month';
import type { PracticeEntry } from '../db/practice-directory';
import { communicationPracticeOf, directoryEntryOf } from './communication-practice';
import { MAX_PERIOD_DAYS, periodProblem } from '@/domain/stats-period';
import { addDays } from '@/domain/zoned-time';
import {
  historyOfDays,
  localDayOf,
  loadSmsMonth,
  smsPackageUsage,
  smsSegmentsOf,
} from './communication-usage';
import { readQuery } from './problem';
import { countUnreachablePatients } from './unreachable-patients';

const StatsQuery = GetCommunicationStatsQueryParams.superRefine((query, context) => {
  const problem = periodProblem(query.startAt, query.endAt);
  if (problem === 'endBeforeStart')
    context.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt may not be before startAt.' });
  else if (problem === 'tooLong') {
    context.addIssue({
      code: 'custom',
      path: ['endAt'],
      message: `The period may not be longer than ${MAX_PERIOD_DAYS} days.`,
    });
  }
});

const zeroKinds = (): CommunicationKindCounts => ({ REMINDER: 0, CONFIRMATION: 0, HYGIENE_RECALL: 0 });

/** Every figure is counted from the history rows of the period; the package from its month's rows. */
export const computeStats = (practice: PracticeEntry, startAt: string, endAt: string): CommunicationStats => {
  const timeZone = timeZoneOf(practice);
  const rows = historyOfDays(practice, startAt, endAt);
  const stats: CommunicationStats = {
    startAt,
    endAt,
    totalSent: rows.length,
    sentByKind: zeroKinds(),
    sentByChannel: { EMAIL: 0, SMS: 0 },
    confirmationsReceived: 0,
    failedDeliveries: 0,
    smsSegmentsUsed: smsSegmentsOf(practice, rows),
    smsPackage: smsPackageUsage(practice),
    daily: [],
  };
  let delivered = 0;
  const daily = new Map<string, CommunicationKindCounts>();
  for (let day = startAt; day <= endAt; day = addDays(day, 1)) daily.set(day, zeroKinds());

  for (const row of rows) {
    daily.get(localDayOf(row.sentAt, timeZone))![row.kind] += 1;
    stats.sentByKind[row.kind] += 1;
    stats.sentByChannel[row.channel] += 1;
    if (row.status === 'CONFIRMED') stats.confirmationsReceived += 1;
    if (row.status === 'FAILED') stats.failedDeliveries += 1;
    // The provider's receipt, whatever the patient did next (a confirmed message was delivered).
    if (row.outcome?.status === 'DELIVERED') delivered += 1;
  }
  stats.delivered = delivered;
  stats.daily = [...daily].map(([date, sentByKind]) => ({ date, sentByKind }));
  return stats;
};

export const communicationStatsHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/stats'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const { startAt, endAt } = readQuery(request, StatsQuery);
    // The practice's records of the period (its local days start after midnight UTC).
    await loadDeferredRecords({ practiceId: practice.id, since: `${startAt}T00:00:00Z` });
    const entry = directoryEntryOf(practice);
    await loadSmsMonth(entry);
    // Today's count whatever the period: who cannot be reached is a standing, not an event.
    return HttpResponse.json({
      ...computeStats(entry, startAt, endAt),
      unreachablePatients: countUnreachablePatients(practice),
    });
  }),
];
