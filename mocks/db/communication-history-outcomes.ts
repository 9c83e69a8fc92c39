import type {
  BounceType,
  CommunicationHistoryEntry,
  MessageOutcome,
  SmsFailureReason,
} from '@/api/generated/communication/model';
import type { Draws } from './seeded-draws';

/**
 * The delivery outcome of a seeded history row, from its `status` (which the statistics and the
 * status filter already read, so it stays what it was): CONFIRMED and DELIVERED rows were
 * delivered; SENT rows have no receipt yet, and the last hours' may still wait in the portal's
 * queue; a FAILED SMS failed with a reason, a FAILED email bounced or drew a complaint.
 *
 * With the status weights of communication-history-seed.ts (4 to 5 % FAILED), this gives what
 * providers report for clinics' lists: a few percent of SMS failed, about 1 % of emails bounced
 * for good, about 3 % for now, complaints one in a thousand or so.
 */

const SMS_FAILURES: readonly (readonly [SmsFailureReason, number])[] = [
  // A home number given as the mobile one: the most common failure of clinic lists.
  ['LANDLINE', 35],
  ['UNREACHABLE', 30],
  ['INVALID_NUMBER', 20],
  ['CARRIER_BLOCKED', 10],
  ['OTHER', 5],
];

const EMAIL_FAILURES: readonly (readonly [BounceType | 'COMPLAINT', number])[] = [
  ['SOFT', 70],
  ['HARD', 25],
  ['COMPLAINT', 5],
];

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Messages this recent with no receipt may still be in the portal's queue. */
const QUEUED_WITHIN_MS = 3 * HOUR_MS;
const QUEUED_SHARE = 0.4;

const isoSeconds = (time: number) => new Date(time).toISOString().slice(0, 19) + 'Z';

/**
 * `sentAt` as a time is passed in (the seed has it as a number); `now` bounds a receipt that
 * would come later (a complaint can take a day).
 */
export const seededOutcome = (
  draws: Draws,
  row: Pick<CommunicationHistoryEntry, 'status' | 'channel'>,
  sentAt: number,
  now: number,
): MessageOutcome => {
  const after = (min: number, max: number) => isoSeconds(Math.min(now, sentAt + draws.int(min, max)));
  switch (row.status) {
    case 'CONFIRMED':
    case 'DELIVERED':
      return { status: 'DELIVERED', at: after(2 * SECOND_MS, 40 * SECOND_MS) };
    case 'SENT':
      return now - sentAt < QUEUED_WITHIN_MS && draws.chance(QUEUED_SHARE)
        ? { status: 'QUEUED', at: isoSeconds(sentAt) }
        : { status: 'SENT', at: isoSeconds(sentAt) };
    case 'FAILED': {
      if (row.channel === 'SMS') {
        const failureReason = draws.weighted(SMS_FAILURES);
        return { status: 'FAILED', at: after(3 * SECOND_MS, 2 * MINUTE_MS), failureReason };
      }
      const failure = draws.weighted(EMAIL_FAILURES);
      if (failure === 'COMPLAINT') return { status: 'COMPLAINT', at: after(HOUR_MS, 30 * HOUR_MS) };
      return { status: 'BOUNCED', at: after(5 * SECOND_MS, 10 * MINUTE_MS), bounce: failure };
    }
  }
};
