import { useGetUpcomingMessagesSummary } from '@/api/generated/communication/communication';
import type { MessageKind, UpcomingMessagesSummary } from '@/api/generated/communication/model';
import { KINDS } from '../shared/kinds';
import { plannedDays, plannedQuery } from './dashboard-queries';

const plannedByKind = (summary: UpcomingMessagesSummary) =>
  Object.fromEntries(
    KINDS.map((kind) => [kind, summary.days.reduce((sum, day) => sum + day.kinds[kind].planned, 0)]),
  ) as Record<MessageKind, number>;

/**
 * How many messages of each kind the rules will send in the next 7 days (practice's today to
 * today + 6), from the upcoming summary; undefined until it has answered, or if it failed.
 */
export const usePlannedNextWeek = (
  practiceId: string,
  timezone: string,
): Record<MessageKind, number> | undefined => {
  const { data } = useGetUpcomingMessagesSummary(practiceId, plannedDays(timezone), {
    query: { select: plannedByKind, ...plannedQuery },
  });
  return data;
};
