import { defineMessages } from 'react-intl';

export const periodMessages = defineMessages({
  period: {
    id: 'communications.dashboard.period.label',
    defaultMessage: 'Period',
    description: 'Label of the choice of the statistics period',
  },
  month: {
    id: 'communications.dashboard.period.month',
    defaultMessage: 'This month',
    description: 'Statistics period: from the first of the current month to today',
  },
  last30: {
    id: 'communications.dashboard.period.last30',
    defaultMessage: 'Last 30 days',
    description: 'Statistics period: the 30 days ending today',
  },
  quarter: {
    id: 'communications.dashboard.period.quarter',
    defaultMessage: 'Last quarter',
    description: 'Statistics period: the previous calendar quarter',
  },
  year: {
    id: 'communications.dashboard.period.year',
    defaultMessage: 'Year to date',
    description: 'Statistics period: from January 1 to today',
  },
  custom: {
    id: 'communications.dashboard.period.custom',
    defaultMessage: 'Custom range',
    description: 'Statistics period chosen with two dates',
  },
  from: {
    id: 'communications.dashboard.period.from',
    defaultMessage: 'First day',
    description: 'Label of the first day (inclusive) of a custom statistics period',
  },
  to: {
    id: 'communications.dashboard.period.to',
    defaultMessage: 'Last day',
    description: 'Label of the last day (inclusive) of a custom statistics period',
  },
  apply: {
    id: 'communications.dashboard.period.apply',
    defaultMessage: 'Show statistics',
    description: 'Button that shows the statistics of the custom period',
  },
  endBeforeStart: {
    id: 'communications.dashboard.period.endBeforeStart',
    defaultMessage: 'Choose a last day on or after the first day',
    description: 'Error under the last day of a custom period when it is before the first day',
  },
  tooLong: {
    id: 'communications.dashboard.period.tooLong',
    defaultMessage: 'Choose a period of at most {max, number} days',
    description: 'Error under the last day of a custom period longer than the allowed number of days',
  },
  chooseRange: {
    id: 'communications.dashboard.period.chooseRange',
    defaultMessage: 'Choose the first and last days, then show the statistics.',
    description: 'Shown instead of statistics while the custom period has no valid dates yet',
  },
});
