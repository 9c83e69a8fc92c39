import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { HistoryOutcomeFilter } from '@/api/generated/communication/model';
import { statusLabels } from '@/utils/history-csv-messages';
import { outcomeMessages } from '@/utils/history-outcome-labels';

export const filterMessages = defineMessages({
  legend: {
    id: 'communications.history.filters.legend',
    defaultMessage: 'Filters',
    description: 'Accessible name of the history filter form',
  },
  kind: {
    id: 'communications.history.filters.kind',
    defaultMessage: 'Communication type',
    description: 'Label of the filter on the kind of message',
  },
  channel: {
    id: 'communications.history.filters.channel',
    defaultMessage: 'Channel',
    description: 'Label of the filter on the channel (SMS or email)',
  },
  language: {
    id: 'communications.history.filters.language',
    defaultMessage: 'Language',
    description: 'Label of the filter on the language of the message',
  },
  status: {
    id: 'communications.history.filters.status',
    defaultMessage: 'Delivery status',
    description: 'Label of the filter on the delivery status of the message',
  },
  outcome: {
    id: 'communications.history.filters.outcome',
    defaultMessage: 'Delivery outcome',
    description:
      'Label of the filter on what the SMS or email provider reported: awaiting delivery, delivered, not delivered, bounced, reported as spam',
  },
  fileNumber: {
    id: 'communications.history.filters.fileNumber',
    defaultMessage: 'File number',
    description: 'Label of the filter on part of the patient file number',
  },
  lastName: {
    id: 'communications.history.filters.lastName',
    defaultMessage: 'Last name',
    description: 'Label of the filter on part of the patient last name',
  },
  firstName: {
    id: 'communications.history.filters.firstName',
    defaultMessage: 'First name',
    description: 'Label of the filter on part of the patient first name',
  },
  from: {
    id: 'communications.history.filters.from',
    defaultMessage: 'Sent from',
    description: 'Label of the first date of the range of sending dates (inclusive)',
  },
  to: {
    id: 'communications.history.filters.to',
    defaultMessage: 'Sent until',
    description: 'Label of the last date of the range of sending dates (inclusive)',
  },
  rangeHint: {
    id: 'communications.history.filters.rangeHint',
    defaultMessage: 'Select a range: both dates are included.',
    description: 'Help beside the two dates of the range of sending dates',
  },
  endBeforeStart: {
    id: 'communications.history.filters.endBeforeStart',
    defaultMessage: 'Choose a date on or after the first date of the range',
    description: 'Error under the last date of the range when it is before the first date',
  },
  apply: {
    id: 'communications.history.filters.apply',
    defaultMessage: 'Apply',
    description: 'Button: show the history with the filters chosen',
  },
  clear: {
    id: 'communications.history.filters.clear',
    defaultMessage: 'Clear filters',
    description: 'Button: remove every filter of the history',
  },
  noHistory: {
    id: 'communications.history.empty.none',
    defaultMessage: 'No message has been sent to this practice’s patients yet.',
    description: 'Empty history without any filter',
  },
});

export const noMatchMessage = defineMessage<{ filters: string }>({
  id: 'communications.history.empty.noMatch',
  defaultMessage: 'No message matches these filters: {filters}. Change or clear them to see more.',
  description:
    'Empty history with filters; {filters} lists each filter in words, e.g. "Channel: SMS, Language: French and sent from March 1, 2026"',
});

export const fromDateMessage = defineMessage<{ date: string }>({
  id: 'communications.history.empty.fromDate',
  defaultMessage: 'sent from {date}',
  description: 'Part of the list of filters that found nothing: the first date of the range',
});

export const toDateMessage = defineMessage<{ date: string }>({
  id: 'communications.history.empty.toDate',
  defaultMessage: 'sent until {date}',
  description: 'Part of the list of filters that found nothing: the last date of the range',
});

export const containingMessage = defineMessage<{ property: string; text: string }>({
  id: 'communications.history.empty.containing',
  defaultMessage: '{property} containing “{text}”',
  description:
    'Part of the list of filters that found nothing: a text filter, e.g. Last name containing “trem”',
});

export const equalMessage = defineMessage<{ property: string; value: string }>({
  id: 'communications.history.empty.equal',
  defaultMessage: '{property}: {value}',
  description: 'Part of the list of filters that found nothing: a list filter, e.g. Channel: SMS',
});

/** The outcome filter's choices, in the contract's order; the status column's words where they match. */
export const outcomeFilterLabels: Record<HistoryOutcomeFilter, MessageDescriptor> = {
  PENDING: outcomeMessages.pending,
  DELIVERED: statusLabels.DELIVERED,
  FAILED: outcomeMessages.smsFailed,
  BOUNCED: outcomeMessages.emailBounced,
  COMPLAINT: outcomeMessages.complaint,
};
