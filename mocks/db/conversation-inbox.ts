import type { ConversationSummary, Language, PatientRef } from '@/api/generated/communication/model';
import { contactStandings, type ContactStandings, type MessageOutcome } from '@/domain/delivery-outcomes';
import type { ConfirmationRequestSent } from '@/domain/reply-effects';
import type { SendingPatient } from '@/domain/sending-types';
import { zonedDay } from '@/domain/zoned-time';
import { isUnknownSenderId } from './conversation-ids';
import { conversationEvents, conversationsVersion, type ConversationEvent } from './conversation-events';
import { forgetSeededInboxes, seededInbox } from './conversation-seed';
import type { InboxMessage } from './inbox-message';
import type { DatabaseArea } from './area';
import { isGeneratedPractice } from './practice-context';
import { generationOf } from './practice-generation';
import { findPractice } from './practices';

/**
 * A practice's inbox as it now is: the seeded replies and receipts with what was done since in
 * the offline mode, each conversation's state worked out from its messages and events in order.
 */
export interface Conversation {
  summary: ConversationSummary;
  /** Oldest first. */
  messages: InboxMessage[];
  /** For the search: name, file number, the digits of the contacts. */
  searchText: string;
}

export interface Inbox {
  /** Most recent activity first. */
  conversations: Conversation[];
  byId: ReadonlyMap<string, Conversation>;
  /** Every contact's standing, from the outcomes of everything sent to it. */
  standings: ContactStandings;
  /** Every confirmation request sent, answered or not, for the replies to come. */
  sentRequests: ConfirmationRequestSent[];
  /** Opt-outs and opt-ins made by replies in the offline mode, by patient. */
  replyOptChanges: ReadonlyMap<string, readonly InboxMessage[]>;
}

const EXCERPT = 200;

/** Every event, seeded ones first, in the order they happened. */
type Step = { at: string; type: Exclude<ConversationEvent['type'], 'RECEIPT'>; message?: InboxMessage };

interface State {
  needsReply: boolean;
  done: boolean;
  unread: number;
}

/**
 * A reply that waits for staff (effect NONE) makes the conversation need a reply and counts as
 * unread; one the portal handled by itself (a confirmation, an opt-out, HELP) is born read. A
 * staff answer or DONE closes it and reads it; READ reads it; REOPEN opens it.
 */
const stateOf = (steps: readonly Step[]): State => {
  const state: State = { needsReply: false, done: false, unread: 0 };
  let waiting = false;
  for (const step of steps) {
    if (step.message?.direction === 'INBOUND') waiting = step.message.effect === 'NONE';
    if (step.message?.author === 'STAFF') waiting = false;
    if (step.type === 'READ') state.unread = 0;
    else if (step.type === 'DONE') Object.assign(state, { needsReply: false, done: true, unread: 0 });
    // Opened again: it needs a reply again when a reply of the patient was waiting for staff.
    else if (step.type === 'REOPEN') Object.assign(state, { done: false, needsReply: waiting });
    else if (step.message?.author === 'STAFF')
      Object.assign(state, { needsReply: false, done: true, unread: 0 });
    else if (step.message?.direction === 'INBOUND' && step.message.effect === 'NONE') {
      Object.assign(state, { needsReply: true, done: false });
      state.unread += 1;
    }
  }
  return state;
};

const patientRef = (patient: SendingPatient): PatientRef => ({
  id: patient.id,
  fileNumber: patient.fileNumber,
  firstName: patient.firstName,
  lastName: patient.lastName,
});

const digits = (text: string | undefined): string => (text ?? '').replace(/\D/g, '');

const build = (practiceId: string, now: Date): Inbox => {
  const record = findPractice(practiceId);
  const seeded = seededInbox(practiceId, now);
  const events = conversationEvents.findMany((q) => q.where({ practiceId }));
  const patients = new Map<string, SendingPatient>(
    record && isGeneratedPractice(practiceId)
      ? generationOf(practiceId, zonedDay(now, record.timezone)).patients.map((patient) => [
          patient.id,
          patient,
        ])
      : [],
  );
  const steps = new Map<string, Step[]>();
  const push = (id: string, step: Step) => {
    const list = steps.get(id) ?? [];
    list.push(step);
    steps.set(id, list);
  };
  for (const message of seeded.messages)
    push(message.conversationId, { at: message.at, type: 'MESSAGE', message });
  for (const [id, at] of seeded.handledAt) push(id, { at, type: 'DONE' });
  // A receipt declared for a contact (delivery-receipts.ts) says nothing of a conversation's state.
  const outcomes: MessageOutcome[] = [];
  for (const event of events) {
    if (event.type === 'RECEIPT') outcomes.push(...(event.receipt ? [event.receipt] : []));
    else push(event.conversationId, { at: event.at, type: event.type, message: event.message });
  }

  const conversations: Conversation[] = [];
  const sentRequests: ConfirmationRequestSent[] = [];
  const replyOptChanges = new Map<string, InboxMessage[]>();
  for (const [id, list] of steps) {
    list.sort((a, b) => a.at.localeCompare(b.at));
    const messages = list.flatMap((step) => (step.message ? [step.message] : []));
    for (const message of messages) {
      if (message.direction === 'OUTBOUND' && message.outcome && message.to)
        outcomes.push({
          channel: message.channel,
          to: message.to,
          at: message.outcome.at,
          outcome: toOutcome(message.outcome),
        });
      if (message.appointmentId && message.patientId && message.to)
        sentRequests.push({
          appointmentId: message.appointmentId,
          patientId: message.patientId,
          channel: message.channel,
          sentAt: message.at,
          to: message.to,
          appointmentStartsAt: message.appointmentStartsAt,
        });
    }
    const last = messages[messages.length - 1];
    // Only conversations where the patient said something are in the inbox.
    if (!last || !messages.some((message) => message.direction === 'INBOUND')) continue;
    const patient = isUnknownSenderId(id) ? undefined : patients.get(messages[0]?.patientId ?? id);
    if (!isUnknownSenderId(id) && !patient) continue;
    const state = stateOf(list);
    const language: Language = patient?.language ?? record?.communicationLanguage ?? 'FR';
    const firstReply = messages.find((message) => message.direction === 'INBOUND');
    const summary: ConversationSummary = {
      id,
      ...(patient ? { patient: patientRef(patient) } : { from: firstReply?.from ?? '' }),
      language,
      needsReply: state.needsReply,
      unreadCount: state.unread,
      done: state.done,
      lastMessage: {
        direction: last.direction,
        author: last.author,
        channel: last.channel,
        at: last.at,
        text: last.text.slice(0, EXCERPT),
      },
    };
    const searchText = [
      patient?.firstName,
      patient?.lastName,
      patient ? `${patient.firstName} ${patient.lastName}` : undefined,
      patient?.fileNumber,
    ]
      .join(' ')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    conversations.push({
      summary,
      messages,
      searchText: `${searchText} ${digits(patient?.phone)} ${digits(summary.from)}`,
    });
  }
  for (const event of events) {
    const effect = event.message?.effect;
    if (effect !== 'OPTED_OUT' && effect !== 'OPTED_IN') continue;
    for (const patientId of event.patientIds ?? [])
      replyOptChanges.set(patientId, [...(replyOptChanges.get(patientId) ?? []), event.message!]);
  }
  conversations.sort((a, b) => b.summary.lastMessage.at.localeCompare(a.summary.lastMessage.at));
  return {
    conversations,
    byId: new Map(conversations.map((conversation) => [conversation.summary.id, conversation])),
    standings: contactStandings(outcomes),
    sentRequests,
    replyOptChanges,
  };
};

/** The contract's outcome as the domain's rules read it. */
const toOutcome = (outcome: NonNullable<InboxMessage['outcome']>): MessageOutcome['outcome'] => {
  switch (outcome.status) {
    case 'FAILED':
      return { status: 'FAILED', reason: outcome.failureReason ?? 'OTHER' };
    case 'BOUNCED':
      return { status: 'BOUNCED', bounce: outcome.bounce ?? 'SOFT' };
    default:
      return { status: outcome.status };
  }
};

const memo = new Map<string, Inbox>();

/** The inbox as of `now`, worked out again when the hour or the events change. */
export const practiceInbox = (practiceId: string, now: Date): Inbox => {
  const key = `${practiceId}/${Math.floor(now.getTime() / 3_600_000)}/${conversationsVersion(practiceId)}`;
  let inbox = memo.get(key);
  if (!inbox) {
    inbox = build(practiceId, now);
    if (memo.size >= 4) memo.delete(memo.keys().next().value!);
    memo.set(key, inbox);
  }
  return inbox;
};

export const forgetInboxes = (): void => memo.clear();

export const conversationsArea: DatabaseArea = {
  name: 'conversations',
  collections: { conversationEvents },
  clearMemory: () => {
    forgetSeededInboxes();
    forgetInboxes();
  },
  async seed() {
    // Nothing to write: the seeded replies are made up on demand (conversation-seed.ts).
  },
};
