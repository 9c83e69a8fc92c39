import type { ConversationFilter } from '@/api/generated/communication/model';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The inbox's screen and its list of conversations, with how a conversation names its patient
 * (also in the open conversation's header and thread). The open conversation's texts are in
 * conversation-messages.ts, the reply form's in reply-form-messages.ts.
 */
export const inboxMessages = defineMessages({
  title: {
    id: 'communications.inbox.title',
    defaultMessage: 'Patient replies',
    description: 'Heading of the inbox of the answers patients sent to the practice’s messages',
  },
  intro: {
    id: 'communications.inbox.intro',
    defaultMessage:
      'What patients answered to your messages. Confirmations, unsubscribes and requests for help are handled automatically; everything else waits for you here.',
    description: 'Introduction under the title of the inbox of patient replies',
  },
  filters: {
    id: 'communications.inbox.filters',
    defaultMessage: 'Conversations to show',
    description: 'Accessible name of the tabs that filter the conversations by state',
  },
  search: {
    id: 'communications.inbox.search',
    defaultMessage: 'Search by name, file number or phone',
    description: 'Label of the inbox search box',
  },
  list: {
    id: 'communications.inbox.list',
    defaultMessage: 'Conversations',
    description: 'Accessible name of the list of conversations',
  },
  empty: {
    id: 'communications.inbox.empty',
    defaultMessage: 'No conversation here.',
    description: 'The inbox list when the chosen state holds no conversation',
  },
  unknownSender: {
    id: 'communications.inbox.unknownSender',
    defaultMessage: 'Unknown sender',
    description: 'Name shown for a reply from a phone number or address no patient of the practice has',
  },
  needsReply: {
    id: 'communications.inbox.needsReply',
    defaultMessage: 'Needs a reply',
    description: 'Badge of a conversation whose last reply waits for staff',
  },
  done: {
    id: 'communications.inbox.done',
    defaultMessage: 'Done',
    description: 'Badge of a conversation staff have answered or closed',
  },
  choose: {
    id: 'communications.inbox.choose',
    defaultMessage: 'Choose a conversation to read it.',
    description: 'Shown beside the list when no conversation is open',
  },
  listError: {
    id: 'communications.inbox.listError',
    defaultMessage: 'The conversations could not be loaded.',
    description: 'Shown in place of the list of conversations when it failed to load',
  },
});

export const filterLabels: Record<ConversationFilter, MessageDescriptor> = defineMessages({
  ALL: {
    id: 'communications.inbox.filter.all',
    defaultMessage: 'All',
    description: 'Inbox filter: every conversation',
  },
  NEEDS_REPLY: {
    id: 'communications.inbox.filter.needsReply',
    defaultMessage: 'Needs a reply',
    description: 'Inbox filter: conversations whose last reply waits for staff',
  },
  UNREAD: {
    id: 'communications.inbox.filter.unread',
    defaultMessage: 'Unread',
    description: 'Inbox filter: conversations with replies staff have not read',
  },
  DONE: {
    id: 'communications.inbox.filter.done',
    defaultMessage: 'Done',
    description: 'Inbox filter: conversations staff answered or closed',
  },
  UNKNOWN_SENDER: {
    id: 'communications.inbox.filter.unknownSender',
    defaultMessage: 'Unknown sender',
    description: 'Inbox filter: replies from numbers or addresses no patient has',
  },
});

/* Messages with values, typed so that each call gives them. */
export const filterCountMessage = defineMessage<{ label: string; count: number }>({
  id: 'communications.inbox.filterCount',
  defaultMessage: '{label} ({count, number})',
  description: 'A filter tab of the inbox: its name and how many conversations it holds',
});

export const emptySearchMessage = defineMessage<{ search: string }>({
  id: 'communications.inbox.emptySearch',
  defaultMessage: 'No conversation matches “{search}”.',
  description: 'The inbox list when the search finds nothing',
});

export const fileNumberMessage = defineMessage<{ fileNumber: string }>({
  id: 'communications.inbox.fileNumber',
  defaultMessage: 'File {fileNumber}',
  description: 'The patient file number under the name in the inbox',
});

export const unreadMessage = defineMessage<{ count: number }>({
  id: 'communications.inbox.unread',
  defaultMessage: '{count, plural, one {# unread reply} other {# unread replies}}',
  description: 'Badge of a conversation with replies staff have not read',
});
