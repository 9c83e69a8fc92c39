import type { CommunicationDeliveryStatus } from '@/api/generated/communication/model';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/*
 * The words of the communications history that its CSV export repeats: the history's table and
 * filters show them, and the offline API writes the export with them (src/utils/history-csv.ts),
 * so they live in shared code that both may import.
 */

/** The history table's column headers, which are also the CSV file's. */
export const historyColumnMessages = defineMessages({
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

export const historyFileNameMessage = defineMessage({
  id: 'communications.history.export.fileName',
  defaultMessage: 'communication-history',
  description:
    'Start of the name of the exported CSV file of the history, before its dates: lower case, words joined by hyphens, no accents or spaces',
});
