import { defineMessage, defineMessages } from 'react-intl';

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
});

export const totalMessage = defineMessage<{ count: number }>({
  id: 'communications.history.total',
  defaultMessage: '{count, plural, =0 {No message} one {# message} other {# messages}}',
  description: 'Number of messages matching the filters, above the history table',
});
