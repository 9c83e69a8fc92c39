import { Collection } from '@msw/data';
import { z } from 'zod';
import type { MessageOutcome } from '@/domain/delivery-outcomes';
import type { InboxMessage } from './inbox-message';

/**
 * What happens in the inbox in the offline mode, laid over the seeded replies
 * (conversation-seed.ts) and kept across reloads like the other writes: a patient's reply made
 * with the offline control, the automatic answer to HELP, a staff answer, a conversation marked
 * read, done or open again, a provider's delivery receipt declared with the outcome control.
 * Append-only: the state of a conversation is its events in order.
 */
const conversationEventSchema = z.object({
  id: z.string(),
  practiceId: z.string(),
  conversationId: z.string(),
  at: z.string(),
  type: z.enum(['MESSAGE', 'READ', 'DONE', 'REOPEN', 'RECEIPT']),
  /** MESSAGE only: the message, as the thread shows it. */
  message: z.custom<InboxMessage>((value) => typeof value === 'object' && value !== null).optional(),
  /**
   * RECEIPT only: what the SMS or email provider reported for a contact (a landline, a hard
   * bounce…), which the contact's standing reads with the outcomes of the messages sent to it.
   */
  receipt: z.custom<MessageOutcome>((value) => typeof value === 'object' && value !== null).optional(),
  /** A reply that opted out or in: every patient who has the contact (decision 045). */
  patientIds: z.array(z.string()).optional(),
});

export type ConversationEvent = z.infer<typeof conversationEventSchema>;

export const conversationEvents = new Collection({ schema: conversationEventSchema });

/** Changes with every event: what a cache of the inbox or the plan keys on. */
export const conversationsVersion = (practiceId: string): string => {
  const events = conversationEvents.findMany((q) => q.where({ practiceId }));
  return `${events.length}/${events[events.length - 1]?.id ?? ''}`;
};
