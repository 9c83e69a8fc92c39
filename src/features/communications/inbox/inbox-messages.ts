import type { ConversationFilter, ReplyEffect, ReplyRefusal } from '@/api/generated/communication/model';
import type { QuickTextKey } from '@/domain/reply-quick-texts';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

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
  back: {
    id: 'communications.inbox.back',
    defaultMessage: 'All conversations',
    description: 'Link back from a conversation to the list, on small screens',
  },
  markDone: {
    id: 'communications.inbox.markDone',
    defaultMessage: 'Mark as done',
    description: 'Button closing a conversation that needs nothing more from staff',
  },
  reopen: {
    id: 'communications.inbox.reopen',
    defaultMessage: 'Reopen',
    description: 'Button opening a conversation marked done again',
  },
  updateFailed: {
    id: 'communications.inbox.updateFailed',
    defaultMessage: 'The conversation could not be changed. Try again in a moment.',
    description: 'Snackbar when marking a conversation done or reopening it failed',
  },
  messages: {
    id: 'communications.inbox.messages',
    defaultMessage: 'Messages',
    description: 'Accessible name of the list of messages of a conversation',
  },
  automated: {
    id: 'communications.inbox.automated',
    defaultMessage: 'Automated message',
    description:
      'Author of a message the portal sent by itself (a reminder, a confirmation request, the answer to HELP)',
  },
  listError: {
    id: 'communications.inbox.listError',
    defaultMessage: 'The conversations could not be loaded.',
    description: 'Shown in place of the list of conversations when it failed to load',
  },
  threadError: {
    id: 'communications.inbox.threadError',
    defaultMessage: 'This conversation could not be loaded.',
    description: 'Shown in place of a conversation that failed to load',
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

/** What a patient's reply did, under the reply. NONE: nothing said, it waits for staff. */
export const effectLabels: Record<Exclude<ReplyEffect, 'NONE'>, MessageDescriptor> = defineMessages({
  CONFIRMED: {
    id: 'communications.inbox.effect.confirmed',
    defaultMessage: 'Read as a confirmation: the appointment is confirmed',
    description: 'Under a patient reply the portal read as a yes: it confirmed the appointment',
  },
  OPTED_OUT: {
    id: 'communications.inbox.effect.optedOut',
    defaultMessage: 'Read as an unsubscribe: no more messages by {channel}',
    description: 'Under a patient reply such as STOP: the channel (SMS or email) is stopped for this patient',
  },
  OPTED_IN: {
    id: 'communications.inbox.effect.optedIn',
    defaultMessage: 'Read as a new subscription: messages by {channel} again',
    description: 'Under a patient reply such as START: the channel is open again',
  },
  HELP_ANSWERED: {
    id: 'communications.inbox.effect.helpAnswered',
    defaultMessage: 'Asked for help: the clinic’s name and phone were sent',
    description: 'Under a patient reply such as HELP: the automatic answer was sent',
  },
});

export const replyMessages = defineMessages({
  heading: {
    id: 'communications.inbox.reply.heading',
    defaultMessage: 'Reply',
    description: 'Heading of the form answering the patient',
  },
  channel: {
    id: 'communications.inbox.reply.channel',
    defaultMessage: 'Send by',
    description: 'Label of the choice between SMS and email for the answer',
  },
  text: {
    id: 'communications.inbox.reply.text',
    defaultMessage: 'Message',
    description: 'Label of the answer text box',
  },
  subject: {
    id: 'communications.inbox.reply.subject',
    defaultMessage: 'Subject',
    description: 'Label of the subject of an email answer (optional)',
  },
  quickTextChoose: {
    id: 'communications.inbox.reply.quickTextChoose',
    defaultMessage: 'Insert a ready answer…',
    description: 'First choice of the list of ready answers: none chosen yet',
  },
  send: {
    id: 'communications.inbox.reply.send',
    defaultMessage: 'Send',
    description: 'Button sending the answer to the patient',
  },
  notSent: {
    id: 'communications.inbox.reply.notSent',
    defaultMessage: 'The reply was not sent; what you wrote is kept.',
    description: 'In the reply form when sending failed, before the reason (server, network…)',
  },
  sent: {
    id: 'communications.inbox.reply.sent',
    defaultMessage: 'Reply sent.',
    description: 'Confirmation once the answer left',
  },
  textRequired: {
    id: 'communications.inbox.reply.textRequired',
    defaultMessage: 'Write a message.',
    description: 'Error of an empty answer',
  },
  textTooLong: {
    id: 'communications.inbox.reply.textTooLong',
    defaultMessage: 'Keep the message under {max, number} characters.',
    description: 'Error of an answer longer than allowed',
  },
  noChannel: {
    id: 'communications.inbox.reply.noChannel',
    defaultMessage: 'Neither SMS nor email can reach this patient: call them.',
    description: 'In place of the reply form when no channel can be used',
  },
});

export const refusalLabels: Record<ReplyRefusal, MessageDescriptor> = defineMessages({
  OPTED_OUT: {
    id: 'communications.inbox.refusal.optedOut',
    defaultMessage: '{channel}: the patient unsubscribed; the law forbids writing to them this way.',
    description: 'Why a channel of the reply form cannot be used: the patient stopped it (CASL)',
  },
  NO_VALID_CONTACT: {
    id: 'communications.inbox.refusal.noValidContact',
    defaultMessage: '{channel}: no valid contact on file.',
    description: 'Why a channel of the reply form cannot be used: no phone number or address that works',
  },
  SMS_PACKAGE_EXHAUSTED: {
    id: 'communications.inbox.refusal.smsPackage',
    defaultMessage: '{channel}: the month’s SMS package cannot hold this message.',
    description: 'Why SMS cannot be used: the monthly SMS package has no room left for the message',
  },
});

export const quickTextLabels: Record<QuickTextKey, MessageDescriptor> = defineMessages({
  CALL_US: {
    id: 'communications.inbox.quick.callUs',
    defaultMessage: 'Ask them to call',
    description: 'Ready answer: asks the patient to call the clinic',
  },
  RESCHEDULE: {
    id: 'communications.inbox.quick.reschedule',
    defaultMessage: 'Offer to move the appointment',
    description: 'Ready answer: the appointment can be moved, call us',
  },
  CONFIRMED: {
    id: 'communications.inbox.quick.confirmed',
    defaultMessage: 'Appointment confirmed',
    description: 'Ready answer: thanks, the appointment is confirmed',
  },
  THANKS: {
    id: 'communications.inbox.quick.thanks',
    defaultMessage: 'Thank you',
    description: 'Ready answer: thank you for your message',
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

export const earlierMessage = defineMessage<{ count: number }>({
  id: 'communications.inbox.earlier',
  defaultMessage:
    '{count, plural, one {# earlier message is not shown.} other {# earlier messages are not shown.}}',
  description: 'Above the messages of a long conversation: how many older ones are left out',
});

export const automatedKindMessage = defineMessage<{ kind: string }>({
  id: 'communications.inbox.automatedKind',
  defaultMessage: 'Automated message · {kind}',
  description: 'Author of a message the sending rules sent, with its kind (e.g. Appointment confirmation)',
});

export const sentAtMessage = defineMessage<{ channel: string; time: string }>({
  id: 'communications.inbox.sentAt',
  defaultMessage: '{channel}, {time}',
  description: 'Under a message: the channel it went by and when, e.g. "SMS, Nov 27, 2:00 PM"',
});

export const toMessage = defineMessage<{ channel: string; to: string }>({
  id: 'communications.inbox.reply.to',
  defaultMessage: '{channel} to {to}',
  description:
    'A channel choice of the reply form: the channel and where it goes, e.g. "SMS to (514) 555-0123"',
});

export const quickTextsMessage = defineMessage<{ language: string }>({
  id: 'communications.inbox.reply.quickTexts',
  defaultMessage: '{language, select, FR {Quick texts in French} other {Quick texts in English}}',
  description:
    'Button opening ready answers, written in the patient’s language; {language} is FR or EN (a code, not shown)',
});

export const withOutcomeMessage = defineMessage<{ when: string; outcome: string }>({
  id: 'communications.inbox.withOutcome',
  defaultMessage: '{when} · {outcome}',
  description:
    'Under a message sent to the patient: when and how it went, then its delivery outcome (e.g. "Delivered")',
});

export const refusalWithReasonMessage = defineMessage<{ refusal: string; reason: string }>({
  id: 'communications.inbox.refusalWithReason',
  defaultMessage: '{refusal} ({reason})',
  description: 'Why a channel cannot be used, then what is wrong with the contact on file (e.g. "Landline")',
});
