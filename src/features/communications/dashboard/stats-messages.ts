import { defineMessage, defineMessages } from 'react-intl';

export const statsMessages = defineMessages({
  totalSent: {
    id: 'communications.dashboard.stats.totalSent',
    defaultMessage: 'Messages sent',
    description: 'Figure: messages sent in the period, all kinds and channels',
  },
  totals: {
    id: 'communications.dashboard.stats.totals',
    defaultMessage: 'Totals',
    description:
      'Heading of the main figures of the period (messages sent, confirmations, failures, segments)',
  },
  byKind: {
    id: 'communications.dashboard.stats.byKind',
    defaultMessage: 'Sent by kind',
    description: 'Heading of the messages sent in the period, counted by kind of message',
  },
  byChannel: {
    id: 'communications.dashboard.stats.byChannel',
    defaultMessage: 'Sent by channel',
    description: 'Heading of the messages sent in the period, counted by channel (SMS, email)',
  },
  smsChannel: {
    id: 'communications.dashboard.stats.smsChannel',
    defaultMessage: 'SMS',
    description: 'Figure label: messages sent by text message',
  },
  emailChannel: {
    id: 'communications.dashboard.stats.emailChannel',
    defaultMessage: 'Email',
    description: 'Figure label: messages sent by email',
  },
  confirmations: {
    id: 'communications.dashboard.stats.confirmations',
    defaultMessage: 'Confirmations received',
    description: 'Figure: appointments confirmed by patients in the period',
  },
  confirmationRate: {
    id: 'communications.dashboard.stats.confirmationRate',
    defaultMessage: 'Confirmation rate',
    description: 'Figure: confirmations received divided by the confirmation requests sent',
  },
  deliveryRate: {
    id: 'communications.dashboard.stats.deliveryRate',
    defaultMessage: 'Delivery rate',
    description:
      'Figure: messages of the period the SMS or email provider reported delivered, divided by the messages sent, as a percentage',
  },
  failed: {
    id: 'communications.dashboard.stats.failed',
    defaultMessage: 'Failed deliveries',
    description: 'Figure: messages of the period the carrier could not deliver',
  },
  segments: {
    id: 'communications.dashboard.stats.segments',
    defaultMessage: 'SMS segments used',
    description: 'Figure: SMS segments (160 characters each) used in the period',
  },
  chartTitle: {
    id: 'communications.dashboard.stats.chartTitle',
    defaultMessage: 'Messages sent each day, by kind',
    description: 'Accessible name and heading of the daily chart of messages sent',
  },
  chartDescription: {
    id: 'communications.dashboard.stats.chartDescription',
    defaultMessage:
      'Stacked bars, one per day, split by kind of message. The table of daily values follows the chart.',
    description: 'Accessible description of the daily chart of messages sent',
  },
  legend: {
    id: 'communications.dashboard.stats.legend',
    defaultMessage: 'Legend',
    description: 'Accessible name of the list naming the colours of the chart',
  },
  tableToggle: {
    id: 'communications.dashboard.stats.tableToggle',
    defaultMessage: 'Daily values as a table',
    description: 'Button that shows or hides the table of the daily values of the chart',
  },
  tableCaption: {
    id: 'communications.dashboard.stats.tableCaption',
    defaultMessage: 'Messages sent each day, by kind',
    description: 'Caption of the table of the messages sent each day',
  },
  dateColumn: {
    id: 'communications.dashboard.stats.dateColumn',
    defaultMessage: 'Day',
    description: 'Column header: the day of the row in the daily table',
  },
  totalColumn: {
    id: 'communications.dashboard.stats.totalColumn',
    defaultMessage: 'Total',
    description: 'Column header: all messages of the day',
  },
  totalRow: {
    id: 'communications.dashboard.stats.totalRow',
    defaultMessage: 'Total for the period',
    description: 'Header of the last row of the daily table, which sums the period',
  },
  chartLoading: {
    id: 'communications.dashboard.stats.chartLoading',
    defaultMessage: 'Loading the chart…',
    description: 'Spinner while the chart code loads',
  },
});

export const notDeliveredLinkMessage = defineMessage<{ count: number }>({
  id: 'communications.dashboard.stats.notDeliveredLink',
  defaultMessage:
    '{count, plural, one {See the # message not delivered} other {See the # messages not delivered}}',
  description:
    'Link under the period figures to the history showing the messages of the period that could not be delivered; {count} is their number',
});
