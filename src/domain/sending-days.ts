import { MessageKind } from '@/api/generated/communication/model/messageKind';
import { SKIP_REASONS, type CalendarDay, type PlannedMessage, type SkipReason } from './sending-types';
import type { DaySummary, KindDayCounts } from './sending-plan-types';
import { addDays } from './zoned-time';

/**
 * Each day's counts of the list, zero-filled for every kind and reason so that a screen or a
 * chart never has to ask whether a key exists: a day without messages is still a day.
 */

const KINDS: readonly MessageKind[] = Object.values(MessageKind);

const emptyCounts = (): KindDayCounts => ({
  planned: 0,
  skipped: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Record<SkipReason, number>,
});

const emptyDay = (date: CalendarDay): DaySummary => ({
  date,
  kinds: Object.fromEntries(KINDS.map((kind) => [kind, emptyCounts()])) as Record<MessageKind, KindDayCounts>,
  smsSegments: 0,
});

/** One summary per day of [from, to], from messages whose days are in it. */
export const summariseDays = (
  messages: readonly PlannedMessage[],
  from: CalendarDay,
  to: CalendarDay,
): DaySummary[] => {
  const days = new Map<CalendarDay, DaySummary>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, emptyDay(day));
  for (const message of messages) {
    const summary = days.get(message.day);
    if (!summary) continue;
    const counts = summary.kinds[message.kind];
    if (message.status === 'PLANNED') {
      counts.planned += 1;
      if (message.channel === 'SMS') summary.smsSegments += message.smsSegments ?? 0;
    } else if (message.reason) {
      counts.skipped[message.reason] += 1;
    }
  }
  return [...days.values()];
};
