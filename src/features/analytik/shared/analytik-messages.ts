import { defineMessage, defineMessages } from 'react-intl';

/** Texts every Analytik screen shares. "Analytik" is the module's product name in both languages. */
export const analytikMessages = defineMessages({
  loading: {
    id: 'analytik.loading',
    defaultMessage: 'Loading the metrics…',
    description: 'Spinner label while analytics metrics load',
  },
  loadError: {
    id: 'analytik.loadError',
    defaultMessage: 'The metrics could not be loaded. Please try again later.',
    description: 'Shown when the analytics metrics cannot be fetched',
  },
  retry: {
    id: 'analytik.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the analytics metrics again after a failure',
  },
  year: {
    id: 'analytik.year',
    defaultMessage: 'Year',
    description: 'Label of the year selector of the analytics screens',
  },
  practiceNotFound: {
    id: 'analytik.practiceNotFound',
    defaultMessage: 'This practice does not exist or is not one of yours.',
    description: 'Shown on an analytics screen whose practice (from the address) cannot be found',
  },
  metricNotFound: {
    id: 'analytik.metricNotFound',
    defaultMessage: 'This metric does not exist.',
    description: 'Shown on the analytics metric screen when the metric in the address is unknown',
  },
  noPractice: {
    id: 'analytik.noPractice',
    defaultMessage: 'You have no practice to show.',
    description: 'Shown on the analytics overview when the user has no practice',
  },
  exportFailed: {
    id: 'analytik.export.failed',
    defaultMessage: 'The file could not be prepared. Check your connection and try again.',
    description:
      'Message shown in place when the CSV export of an analytics table (a metric, the goals) failed, above a retry button',
  },
  legend: {
    id: 'analytik.legend',
    defaultMessage: 'Legend',
    description: 'Accessible name of the list of series under a chart',
  },
});

export const noModuleMessage = defineMessage<{ practice: string }>({
  id: 'analytik.noModule',
  defaultMessage: '{practice} does not have the Analytik module: its metrics are not collected.',
  description: 'Shown instead of metrics for a practice without the Analytik module; {practice} is its name',
});

export const noDataMessage = defineMessage<{ practice: string; year: string }>({
  id: 'analytik.noData',
  defaultMessage: '{practice} has no Analytik data for {year}.',
  description:
    'Shown instead of metrics when a practice has no analytics data for the year; {year} is e.g. 2026',
});

export const perHourMessage = defineMessage<{ amount: string }>({
  id: 'analytik.unit.perHour',
  defaultMessage: '{amount}/h',
  description: 'An amount of dollars per hour, e.g. "$195.56/h"; {amount} is already formatted',
});

export const dataThroughMessage = defineMessage<{ date: string }>({
  id: 'analytik.dataThrough',
  defaultMessage: 'Data through {date}',
  description: 'Date of the last day included in the analytics values; {date} like "October 31, 2026"',
});

export const wholeYearMessage = defineMessage<{ year: string }>({
  id: 'analytik.wholeYear',
  defaultMessage: 'Whole year {year}',
  description: 'Shown for a past year, whose values cover all twelve months',
});
