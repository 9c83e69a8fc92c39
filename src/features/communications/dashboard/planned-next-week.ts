import { useGetUpcomingMessagesSummary } from '@/api/generated/communication/communication';
import type { MessageKind, UpcomingMessagesSummary } from '@/api/generated/communication/model';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { KINDS } from '../shared/kinds';

/** The days the kind cards count: the practice's today and the 6 after it. */
export const PLANNED_DAYS = 7;

// A card's count, not the screen: it never holds the page up nor reports a failure of its own.
const QUIET = ['server', 'network', 'timeout', 'rate-limited', 'forbidden', 'conflict'] as const;

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
  const today = zonedDay(new Date(), timezone);
  const { data } = useGetUpcomingMessagesSummary(
    practiceId,
    { from: today, to: addDays(today, PLANNED_DAYS - 1) },
    {
      query: {
        select: plannedByKind,
        meta: { globalSpinner: false, ownErrors: QUIET },
      },
    },
  );
  return data;
};
