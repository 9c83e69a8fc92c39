import type { Channel } from '@/api/generated/communication/model';
import { isSameContact } from '@/domain/contact-keys';
import {
  standingOf,
  type ContactStanding,
  type DeliveryOutcome,
  type MessageOutcome,
} from '@/domain/delivery-outcomes';
import { isoSeconds, zonedDay } from '@/domain/zoned-time';
import { conversationIdOf } from './conversation-ids';
import { conversationEvents } from './conversation-events';
import { practiceInbox } from './conversation-inbox';
import { eventId } from './conversation-replies';
import { isGeneratedPractice } from './practice-context';
import { generationOf } from './practice-generation';
import { findPractice } from './practices';

/**
 * A delivery receipt arriving in the offline mode, as the SMS or email provider would report it
 * to the backend: "this number is a landline", "this mailbox does not exist". Written as an
 * inbox event (RECEIPT) about the patient's contact at that moment; the contact's standing
 * (src/domain/delivery-outcomes.ts) reads it with the outcomes of every message sent there, so a
 * hard failure makes the contact invalid from now until a later message to it is delivered, for
 * every patient who holds it.
 */
export interface DeliveryReceiptInput {
  practiceId: string;
  patientId: string;
  channel: Channel;
  outcome: DeliveryOutcome;
  now: Date;
}

export interface RecordedReceipt {
  channel: Channel;
  /** The contact as the patient's file holds it. */
  to: string;
  at: string;
  outcome: DeliveryOutcome;
  /** What the sending rules now make of the contact. */
  standing: ContactStanding;
  /** Every patient of the practice who holds the contact: the receipt is about it, not them. */
  patientIds: string[];
}

export class ReceiptRefused extends Error {}

export const recordDeliveryReceipt = async ({
  practiceId,
  patientId,
  channel,
  outcome,
  now,
}: DeliveryReceiptInput): Promise<RecordedReceipt> => {
  const record = findPractice(practiceId);
  if (!record) throw new ReceiptRefused(`No practice ${practiceId}.`);
  const patients = isGeneratedPractice(practiceId)
    ? generationOf(practiceId, zonedDay(now, record.timezone)).patients
    : [];
  const patient = patients.find((candidate) => candidate.id === patientId);
  const to = channel === 'SMS' ? patient?.phone : patient?.email;
  const holders = patients.filter((candidate) =>
    isSameContact(channel, to, channel === 'SMS' ? candidate.phone : candidate.email),
  );
  // No provider answers about a contact it could not send to: none on file, or not a number.
  if (to === undefined || holders.length === 0)
    throw new ReceiptRefused(`The practice has no patient ${patientId} with a contact on ${channel}.`);
  const at = isoSeconds(now);
  const receipt: MessageOutcome = { channel, to, at, outcome };
  await conversationEvents.create({
    id: `receipt-${eventId(now)}`,
    practiceId,
    conversationId: conversationIdOf({ id: patientId }),
    at,
    type: 'RECEIPT',
    receipt,
  });
  return {
    ...receipt,
    standing: standingOf(practiceInbox(practiceId, now).standings, channel, to),
    patientIds: holders.map((holder) => holder.id),
  };
};
