import type {
  Channel,
  CommunicationDeliveryStatus,
  Language,
  MessageKind,
} from '@/api/generated/communication/model';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const historyMessages = defineMessages({
  title: {
    id: 'communications.history.title',
    defaultMessage: 'Communications history',
    description: 'Heading of the page listing the messages sent to patients',
  },
  tableLabel: {
    id: 'communications.history.tableLabel',
    defaultMessage: 'Messages sent',
    description: 'Accessible name of the history table and of the region it scrolls in',
  },
  loading: {
    id: 'communications.history.loading',
    defaultMessage: 'Loading the history…',
    description: 'Spinner label while the first page of the history loads',
  },
  columnFileNumber: {
    id: 'communications.history.column.fileNumber',
    defaultMessage: 'File number',
    description: 'Column header: patient file number',
  },
  columnFirstName: {
    id: 'communications.history.column.firstName',
    defaultMessage: 'First name',
    description: 'Column header: patient first name',
  },
  columnLastName: {
    id: 'communications.history.column.lastName',
    defaultMessage: 'Last name',
    description: 'Column header: patient last name',
  },
  columnLanguage: {
    id: 'communications.history.column.language',
    defaultMessage: 'Language',
    description: 'Column header: language the message was sent in',
  },
  columnKind: {
    id: 'communications.history.column.kind',
    defaultMessage: 'Communication type',
    description: 'Column header: kind of message (notification, confirmation, hygiene recall)',
  },
  columnSentAt: {
    id: 'communications.history.column.sentAt',
    defaultMessage: 'Date sent',
    description: 'Column header: date and time the message was sent',
  },
  columnChannel: {
    id: 'communications.history.column.channel',
    defaultMessage: 'Channel',
    description: 'Column header: channel the message was sent by (SMS or email)',
  },
  columnStatus: {
    id: 'communications.history.column.status',
    defaultMessage: 'Delivery status',
    description: 'Column header: whether the message was delivered, failed or confirmed',
  },
  columnDestination: {
    id: 'communications.history.column.destination',
    defaultMessage: 'Sent to',
    description: 'Column header: the phone number or email address, partly hidden, the message went to',
  },
});

export const totalMessage = defineMessage<{ count: number }>({
  id: 'communications.history.total',
  defaultMessage: '{count, plural, =0 {No message} one {# message} other {# messages}}',
  description: 'Number of messages matching the filters, above the history table',
});

/** The kinds as a table cell or an option reads them (singular). */
export const kindLabels: Record<MessageKind, MessageDescriptor> = defineMessages({
  REMINDER: {
    id: 'communications.history.kind.reminder',
    defaultMessage: 'Appointment notification',
    description: 'Kind of one sent message, in a table cell or a filter option',
  },
  CONFIRMATION: {
    id: 'communications.history.kind.confirmation',
    defaultMessage: 'Appointment confirmation',
    description: 'Kind of one sent message, in a table cell or a filter option',
  },
  HYGIENE_RECALL: {
    id: 'communications.history.kind.hygieneRecall',
    defaultMessage: 'Hygiene recall',
    description: 'Kind of one sent message, in a table cell or a filter option',
  },
});

export const channelLabels: Record<Channel, MessageDescriptor> = defineMessages({
  SMS: {
    id: 'communications.history.channel.sms',
    defaultMessage: 'SMS',
    description: 'Channel of a sent message (text message), in a table cell or a filter option',
  },
  EMAIL: {
    id: 'communications.history.channel.email',
    defaultMessage: 'Email',
    description: 'Channel of a sent message, in a table cell or a filter option',
  },
});

export const languageLabels: Record<Language, MessageDescriptor> = defineMessages({
  FR: {
    id: 'communications.history.language.fr',
    defaultMessage: 'French',
    description: 'Language a message was sent in, in a table cell or a filter option',
  },
  EN: {
    id: 'communications.history.language.en',
    defaultMessage: 'English',
    description: 'Language a message was sent in, in a table cell or a filter option',
  },
});

export const statusLabels: Record<CommunicationDeliveryStatus, MessageDescriptor> = defineMessages({
  SENT: {
    id: 'communications.history.status.sent',
    defaultMessage: 'Sent',
    description: 'Delivery status: handed to the carrier, no news of delivery yet',
  },
  DELIVERED: {
    id: 'communications.history.status.delivered',
    defaultMessage: 'Delivered',
    description: 'Delivery status: the carrier reports the message delivered',
  },
  FAILED: {
    id: 'communications.history.status.failed',
    defaultMessage: 'Not delivered',
    description: 'Delivery status: the message could not be delivered',
  },
  CONFIRMED: {
    id: 'communications.history.status.confirmed',
    defaultMessage: 'Confirmed by the patient',
    description: 'Delivery status: the patient confirmed the appointment from this message',
  },
});
