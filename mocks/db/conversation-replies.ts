import { Channel, type ConversationMessage } from '@/api/generated/communication/model';
import { unreachableOn } from '@/domain/delivery-outcomes';
import { replyEffect, type ConfirmationRequestSent, type ReplyEffect } from '@/domain/reply-effects';
import { isoSeconds, zonedDay } from '@/domain/zoned-time';
import { contactKey } from '@/domain/contact-keys';
import { optOutOf } from '@/domain/sending-contacts';
import { enumValues } from '@/utils/enum-values';
import { conversationIdOf } from './conversation-ids';
import { conversationEvents } from './conversation-events';
import { practiceInbox } from './conversation-inbox';
import type { InboxMessage } from './inbox-message';
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
/** An id no other event written in the offline mode has: its moment and a sequence. */
export const eventId = (now: Date) => `${now.getTime().toString(36)}-${(sequence += 1).toString(36)}`;

const EFFECTS: Record<ReplyEffect['kind'], NonNullable<ConversationMessage['effect']>> = {
  CONFIRM: 'CONFIRMED',
  OPT_OUT: 'OPTED_OUT',
  OPT_IN: 'OPTED_IN',
  HELP: 'HELP_ANSWERED',
  NEEDS_REPLY: 'NONE',
  UNKNOWN_SENDER: 'NONE',
};

/**
 * The conversation a reply joins: an unknown contact's own; the patient the effect names; else,
 * of the patients who hold the contact (a family's number), the one last written to there.
 */
const conversationOf = (
  effect: ReplyEffect,
  channel: Channel,
  from: string,
  requests: readonly ConfirmationRequestSent[],
): string => {
  if (effect.kind === 'UNKNOWN_SENDER') return conversationIdOf({ channel, from });
  const named =
    effect.kind === 'CONFIRM'
      ? effect.patientId
      : effect.kind === 'NEEDS_REPLY'
        ? effect.patientId
        : undefined;
  const key = contactKey(channel, from);
  const lastWritten = requests
    .filter(
      (request) =>
        request.channel === channel &&
        contactKey(channel, request.to) === key &&
        effect.patientIds.includes(request.patientId),
    )
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]?.patientId;
  return conversationIdOf({ id: named ?? lastWritten ?? effect.patientIds[0]! });
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
  const requests = practiceInbox(practiceId, now).sentRequests;
  const effect = replyEffect({
    reply: { channel, from, text, receivedAt: at },
    practice,
    patients,
    appointments,
    requests,
  });
  const conversationId = conversationOf(effect, channel, from, requests);
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

/**
 * Confirmation requests still waiting for an answer, the patient a reply from their number would
 * be about: delivered by SMS, not answered, the appointment ahead and not confirmed, on a number
 * no other patient's pending request went to (the seed's numbers are the 100 fictional ones of
 * each area code, so several patients share one, and a reply to a number two pending requests
 * went to needs staff: decision 045). For the tests and a demo to pick whom to answer as, each
 * with the channels that still reach the patient.
 */
export const pendingConfirmationRequests = (practiceId: string, now: Date) => {
  const record = findPractice(practiceId);
  if (!record) return [];
  const { conversations, sentRequests, standings } = practiceInbox(practiceId, now);
  const { patients, appointments } = practicePatients(practiceId, zonedDay(now, record.timezone));
  const appointmentsById = new Map(appointments.map((appointment) => [appointment.id, appointment]));
  const patientsById = new Map(patients.map((patient) => [patient.id, patient]));
  const pending = sentRequests.filter((request) => {
    const appointment = appointmentsById.get(request.appointmentId);
    return (
      request.channel === 'SMS' &&
      appointment !== undefined &&
      !appointment.confirmedAt &&
      !appointment.cancelled &&
      Date.parse(appointment.startsAt) > now.getTime()
    );
  });
  const patientsPerNumber = new Map<string, Set<string>>();
  for (const { to, patientId } of pending) {
    const key = contactKey('SMS', to) ?? '';
    patientsPerNumber.set(key, (patientsPerNumber.get(key) ?? new Set()).add(patientId));
  }
  const answered = new Set(conversations.map((conversation) => conversation.summary.id));
  return pending.flatMap((request) => {
    const patient = patientsById.get(request.patientId);
    const own = patientsPerNumber.get(contactKey('SMS', request.to) ?? '')?.size === 1;
    return patient && own && !answered.has(request.patientId) && !optOutOf(patient, 'SMS')
      ? [
          {
            ...request,
            fileNumber: patient.fileNumber,
            firstName: patient.firstName,
            lastName: patient.lastName,
            // Which of their channels still reach them: with email closed, a landline leaves none.
            reachableBy: enumValues(Channel).filter(
              (channel) => unreachableOn(patient, channel, standings) === undefined,
            ),
          },
        ]
      : [];
  });
};

/**
 * A busy inbox for the bench and for trying the list's paging: `count` conversations from
 * numbers no patient has (+1 555 01… of a fictional exchange), each one question, spread over the
 * last days. Written as the inbox's events in one step, without reading each as a live reply does.
 */
export const addBusyInbox = async (practiceId: string, count: number, now: Date): Promise<number> => {
  const texts = [
    'Can I come Thursday instead?',
    'Est-ce que je pourrais venir jeudi plutôt ?',
    'Who is this?',
  ];
  const stamp = now.getTime().toString(36);
  await conversationEvents.createMany(count, (index) => {
    const from = `+1999555${String(index).padStart(4, '0')}`;
    const conversationId = conversationIdOf({ channel: 'SMS', from });
    const at = isoSeconds(now.getTime() - (index + 1) * 60_000);
    const text = texts[index % texts.length]!;
    const message: InboxMessage = {
      id: `busy-${stamp}-${index}`,
      conversationId,
      direction: 'INBOUND',
      author: 'PATIENT',
      channel: 'SMS',
      at,
      from,
      text,
      reading: 'NEEDS_REPLY',
      effect: 'NONE',
    };
    return { id: message.id, practiceId, conversationId, at, type: 'MESSAGE' as const, message };
  });
  return count;
};
