import type { Channel, ConversationMessage } from '@/api/generated/communication/model';
import { replyEffect, type ReplyEffect } from '@/domain/reply-effects';
import { isoSeconds, zonedDay } from '@/domain/zoned-time';
import { conversationIdOf } from './conversation-ids';
import { conversationEvents } from './conversation-events';
import { practiceInbox } from './conversation-inbox';
import type { InboxMessage } from './conversation-seed';
import { confirmGeneratedAppointment, practicePatients } from './practice-patients';
import { findPractice } from './practices';
import { sendingPracticeOf } from './sending-practice';

/**
 * A patient's reply arriving in the offline mode (the offline control plays it, as the SMS and
 * email providers would call the backend): read and applied by the rules of src/domain
 * (reply-effects.ts), then written as the inbox's events.
 */
export interface IncomingReplyInput {
  practiceId: string;
  channel: Channel;
  from: string;
  text: string;
  now: Date;
}

export interface ReceivedReply {
  conversationId: string;
  effect: ReplyEffect['kind'];
  reading: ReplyEffect['reading']['reading'];
}

let sequence = 0;
const eventId = (now: Date) => `${now.getTime().toString(36)}-${(sequence += 1).toString(36)}`;

const EFFECTS: Record<ReplyEffect['kind'], NonNullable<ConversationMessage['effect']>> = {
  CONFIRM: 'CONFIRMED',
  OPT_OUT: 'OPTED_OUT',
  OPT_IN: 'OPTED_IN',
  HELP: 'HELP_ANSWERED',
  NEEDS_REPLY: 'NONE',
  UNKNOWN_SENDER: 'NONE',
};

const conversationOf = (effect: ReplyEffect, channel: Channel, from: string): string => {
  if (effect.kind === 'UNKNOWN_SENDER') return conversationIdOf({ channel, from });
  const patientId =
    effect.kind === 'CONFIRM'
      ? effect.patientId
      : effect.kind === 'NEEDS_REPLY'
        ? effect.patientId
        : undefined;
  return conversationIdOf({ id: patientId ?? effect.patientIds[0]! });
};

export const receiveReply = async ({
  practiceId,
  channel,
  from,
  text,
  now,
}: IncomingReplyInput): Promise<ReceivedReply> => {
  const record = findPractice(practiceId);
  if (!record) throw new Error(`No practice ${practiceId}`);
  const practice = sendingPracticeOf(record);
  const { patients, appointments } = practicePatients(practiceId, zonedDay(now, record.timezone));
  const at = isoSeconds(now);
  const effect = replyEffect({
    reply: { channel, from, text, receivedAt: at },
    practice,
    patients,
    appointments,
    requests: practiceInbox(practiceId, now).sentRequests,
  });
  const conversationId = conversationOf(effect, channel, from);
  const message: InboxMessage = {
    id: `reply-${eventId(now)}`,
    conversationId,
    ...(effect.kind === 'UNKNOWN_SENDER' ? {} : { patientId: conversationId }),
    direction: 'INBOUND',
    author: 'PATIENT',
    channel,
    at,
    from,
    text,
    reading: effect.reading.reading,
    effect: EFFECTS[effect.kind],
  };
  const patientIds = effect.kind === 'UNKNOWN_SENDER' ? [] : effect.patientIds;
  await conversationEvents.create({
    id: message.id,
    practiceId,
    conversationId,
    at,
    type: 'MESSAGE',
    message,
    ...(effect.kind === 'OPT_OUT' || effect.kind === 'OPT_IN' ? { patientIds } : {}),
  });
  if (effect.kind === 'CONFIRM') await confirmGeneratedAppointment(practiceId, effect.appointmentId, now);
  if (effect.kind === 'HELP') {
    const answerAt = isoSeconds(now.getTime() + 1000);
    const answer: InboxMessage = {
      id: `help-${eventId(now)}`,
      conversationId,
      patientId: conversationId,
      direction: 'OUTBOUND',
      author: 'AUTOMATED',
      channel: effect.answer.channel,
      at: answerAt,
      to: effect.answer.to,
      text: effect.answer.body,
      outcome: { status: 'DELIVERED', at: answerAt },
    };
    await conversationEvents.create({
      id: answer.id,
      practiceId,
      conversationId,
      at: answerAt,
      type: 'MESSAGE',
      message: answer,
    });
  }
  return { conversationId, effect: effect.kind, reading: effect.reading.reading };
};
