import { HttpResponse, http, type PathParams } from 'msw';
import {
  GetConversationsQueryParams,
  ReplyToConversationBody,
  UpdateConversationBody,
} from '@/api/generated/communication/communication.zod';
import type {
  ConversationCounts,
  ConversationFilter,
  ConversationMessage,
  ConversationThread,
} from '@/api/generated/communication/model';
import { ConversationFilter as ConversationFilterValues } from '@/api/generated/communication/model';
import { replyChannels } from '@/domain/reply-channels';
import { isoSeconds, zonedDay } from '@/domain/zoned-time';
import { enumValues } from '@/utils/enum-values';
import { apiPath } from '../config';
import { isUnknownSenderId } from '../db/conversation-ids';
import { conversationEvents } from '../db/conversation-events';
import { practiceInbox, type Conversation } from '../db/conversation-inbox';
import type { InboxMessage } from '../db/inbox-message';
import { practicePatients } from '../db/practice-patients';
import type { PracticeRecord } from '../db/practice-record';
import { callerOf } from './caller';
import { communicationPracticeOf, directoryEntryOf } from './communication-practice';
import { loadSmsMonth, smsPackageUsage } from './communication-usage';
import { normalizeText, pageOf, pagingQuery } from './paging';
import { requireSomeField } from './body-rules';
import { conflict, notFound, readJsonBody, readQuery } from './problem';

/**
 * The inbox (docs/decisions/045-reading-patient-replies.md): the seeded replies and what was done
 * since, read from mocks/db/conversation-inbox.ts, which works each conversation's state out.
 */
const ConversationsQuery = GetConversationsQueryParams.extend(pagingQuery.shape);
const THREAD_LIMIT = 200;
const FILTERS = enumValues(ConversationFilterValues);

const matches = (conversation: Conversation, filter: ConversationFilter): boolean => {
  const { summary } = conversation;
  switch (filter) {
    case 'NEEDS_REPLY':
      return summary.needsReply;
    case 'UNREAD':
      return summary.unreadCount > 0;
    case 'DONE':
      return summary.done;
    case 'UNKNOWN_SENDER':
      return summary.patient === undefined;
    default:
      return true;
  }
};

const countsOf = (conversations: readonly Conversation[]): ConversationCounts => {
  const counts: ConversationCounts = { ALL: 0, NEEDS_REPLY: 0, UNREAD: 0, DONE: 0, UNKNOWN_SENDER: 0 };
  for (const conversation of conversations)
    for (const filter of FILTERS) if (matches(conversation, filter)) counts[filter] += 1;
  return counts;
};

/** Digits typed into the search match the phone's digits, at least three of them. */
const searchMatches = (conversation: Conversation, search: string): boolean => {
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)) return conversation.searchText.includes(digits);
  return conversation.searchText.includes(normalizeText(search));
};

/** The thread's messages as the contract closes them: the offline API's own fields left out. */
const toMessage = ({
  conversationId: _conversationId,
  patientId: _patientId,
  appointmentId: _appointmentId,
  appointmentStartsAt: _startsAt,
  ...message
}: InboxMessage): ConversationMessage => message;

const conversationOf = (practice: PracticeRecord, conversationId: string | readonly string[] | undefined) => {
  const id = String(conversationId);
  const conversation = practiceInbox(practice.id, new Date()).byId.get(id);
  if (!conversation) throw notFound(`The practice has no conversation ${id}.`);
  return conversation;
};

/** The practice of the path, and its conversation: 404 when it has none by that id. */
const conversationRoute = async (request: Request, params: PathParams) => {
  const practice = await communicationPracticeOf(request, params);
  return { practice, conversation: conversationOf(practice, params.conversationId) };
};

const channelsOf = async (practice: PracticeRecord, conversation: Conversation, text?: string) => {
  const now = new Date();
  // The month's SMS use is counted from the history, loaded on first need (snapshot-split.ts).
  const entry = directoryEntryOf(practice);
  await loadSmsMonth(entry, now);
  const usage = smsPackageUsage(entry, now);
  const smsLeft = Math.max(0, usage.limit - usage.used);
  const { summary } = conversation;
  if (!summary.patient) {
    const first = conversation.messages.find((message) => message.direction === 'INBOUND');
    return replyChannels({
      unknownSender: { channel: first?.channel ?? 'SMS', from: summary.from ?? '' },
      smsLeft,
      text,
    });
  }
  const patient = practicePatients(practice.id, zonedDay(now, practice.timezone)).patients.find(
    (candidate) => candidate.id === summary.patient?.id,
  );
  return replyChannels({ patient, smsLeft, text });
};

const addEvent = (practice: PracticeRecord, conversationId: string, type: 'READ' | 'DONE' | 'REOPEN') =>
  conversationEvents.create({
    id: `${type.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    practiceId: practice.id,
    conversationId,
    at: isoSeconds(new Date()),
    type,
  });

export const conversationHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/conversations'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, ConversationsQuery);
    const { conversations } = practiceInbox(practice.id, new Date());
    const search = query.search?.trim();
    const found = search
      ? conversations.filter((conversation) => searchMatches(conversation, search))
      : conversations;
    const listed = found.filter((conversation) => matches(conversation, query.state ?? 'ALL'));
    const page = pageOf(listed, query.page, query.pageSize);
    return HttpResponse.json({
      items: page.items.map((conversation) => conversation.summary),
      counts: countsOf(found),
      meta: page.meta,
    });
  }),

  http.get(
    apiPath('/practices/:practiceId/communication/conversations/unread'),
    async ({ request, params }) => {
      const practice = await communicationPracticeOf(request, params);
      const counts = countsOf(practiceInbox(practice.id, new Date()).conversations);
      return HttpResponse.json({ unread: counts.UNREAD, needsReply: counts.NEEDS_REPLY });
    },
  ),

  http.get(
    apiPath('/practices/:practiceId/communication/conversations/:conversationId'),
    async ({ request, params }) => {
      const { practice, conversation } = await conversationRoute(request, params);
      const messages = conversation.messages.slice(-THREAD_LIMIT);
      const thread: ConversationThread = {
        conversation: conversation.summary,
        messages: messages.map(toMessage),
        earlierMessages: conversation.messages.length - messages.length,
        channels: await channelsOf(practice, conversation),
      };
      return HttpResponse.json(thread);
    },
  ),

  http.patch(
    apiPath('/practices/:practiceId/communication/conversations/:conversationId'),
    async ({ request, params }) => {
      // The body is judged first, as every write of the offline API does: 400 before 404.
      const body = await readJsonBody(request, UpdateConversationBody);
      requireSomeField(body);
      const { practice, conversation } = await conversationRoute(request, params);
      const id = conversation.summary.id;
      if (body.read && conversation.summary.unreadCount > 0) await addEvent(practice, id, 'READ');
      if (body.done === true && !conversation.summary.done) await addEvent(practice, id, 'DONE');
      if (body.done === false && conversation.summary.done) await addEvent(practice, id, 'REOPEN');
      return HttpResponse.json(conversationOf(practice, id).summary);
    },
  ),

  http.post(
    apiPath('/practices/:practiceId/communication/conversations/:conversationId/replies'),
    async ({ request, params }) => {
      const body = await readJsonBody(request, ReplyToConversationBody);
      const { practice, conversation } = await conversationRoute(request, params);
      const channel = (await channelsOf(practice, conversation, body.text)).find(
        (entry) => entry.channel === body.channel,
      );
      if (!channel?.available || !channel.to) {
        throw conflict(
          `The answer cannot go by ${body.channel}: ${channel?.reason ?? 'NO_VALID_CONTACT'}.`,
          channel?.reason ?? 'NO_VALID_CONTACT',
        );
      }
      const caller = await callerOf(request);
      const now = new Date();
      const at = isoSeconds(now);
      const id = conversation.summary.id;
      const message: InboxMessage = {
        id: `staff-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        conversationId: id,
        ...(isUnknownSenderId(id) ? {} : { patientId: id }),
        direction: 'OUTBOUND',
        author: 'STAFF',
        staffName: `${caller.firstName} ${caller.lastName}`.trim() || caller.username,
        channel: body.channel,
        at,
        to: channel.to,
        text: body.text,
        ...(body.channel === 'EMAIL' ? { subject: body.subject ?? practice.name } : {}),
        // The provider's receipt comes within seconds: the thread shows it delivered.
        outcome: { status: 'DELIVERED', at: isoSeconds(now.getTime() + 4000) },
      };
      await conversationEvents.create({
        id: message.id,
        practiceId: practice.id,
        conversationId: id,
        at,
        type: 'MESSAGE',
        message,
      });
      return HttpResponse.json({ ...toMessage(message), outcome: { status: 'SENT', at } }, { status: 201 });
    },
  ),
];
