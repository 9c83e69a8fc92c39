import type { ReplyEffect } from '@/api/generated/communication/model';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** An open conversation of the inbox: its header's actions and its thread of messages. */
export const conversationMessages = defineMessages({
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
  threadError: {
    id: 'communications.inbox.threadError',
    defaultMessage: 'This conversation could not be loaded.',
    description: 'Shown in place of a conversation that failed to load',
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

/* Messages with values, typed so that each call gives them. */
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

export const withOutcomeMessage = defineMessage<{ when: string; outcome: string }>({
  id: 'communications.inbox.withOutcome',
  defaultMessage: '{when} · {outcome}',
  description:
    'Under a message sent to the patient: when and how it went, then its delivery outcome (e.g. "Delivered")',
});
