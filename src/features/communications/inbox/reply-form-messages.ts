import type { ReplyRefusal } from '@/api/generated/communication/model';
import type { QuickTextKey } from '@/domain/reply-quick-texts';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** The inbox's reply form: its fields, the channels it cannot use and why, its ready answers. */
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

export const refusalWithReasonMessage = defineMessage<{ refusal: string; reason: string }>({
  id: 'communications.inbox.refusalWithReason',
  defaultMessage: '{refusal} ({reason})',
  description: 'Why a channel cannot be used, then what is wrong with the contact on file (e.g. "Landline")',
});
