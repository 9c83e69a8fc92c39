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
  legend: {
    id: 'analytik.legend',
    defaultMessage: 'Legend',
    description: 'Accessible name of the list of series under a chart',
  },
});

/** The families of metrics the practice screen groups them in (issue 12 §3). */
export const metricGroupMessages = defineMessages({
  production: {
    id: 'analytik.group.production',
    defaultMessage: 'Production',
    description: 'Heading of the group of analytics metrics about fees and billing',
  },
  patients: {
    id: 'analytik.group.patients',
    defaultMessage: 'Patients',
    description: 'Heading of the group of analytics metrics about new and active patients and visits',
  },
  hygiene: {
    id: 'analytik.group.hygiene',
    defaultMessage: 'Hygiene',
    description: 'Heading of the group of analytics metrics about hygiene appointments and recalls',
  },
  schedule: {
    id: 'analytik.group.schedule',
    defaultMessage: 'Schedule',
    description: 'Heading of the group of analytics metrics about available hours and occupancy',
  },
  treatmentPlans: {
    id: 'analytik.group.treatmentPlans',
    defaultMessage: 'Treatment plans',
    description:
      'Heading of the group of analytics metrics about treatment plans (diagnosis, sales, acceptance)',
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

/** The unit of a metric, in words (the metric screen, the hints of the goal fields). */
export const unitMessages = defineMessages({
  currency: {
    id: 'analytik.unit.currency',
    defaultMessage: 'Canadian dollars (CAD)',
    description: 'Unit of a metric in dollars',
  },
  percent: {
    id: 'analytik.unit.percent',
    defaultMessage: 'Percentage (0 to 100)',
    description: 'Unit of a metric that is a percentage',
  },
  hours: { id: 'analytik.unit.hours', defaultMessage: 'Hours', description: 'Unit of a metric in hours' },
  count: {
    id: 'analytik.unit.count',
    defaultMessage: 'Count (whole number)',
    description: 'Unit of a metric that counts patients, visits or appointments',
  },
  'currency-per-hour': {
    id: 'analytik.unit.currencyPerHour',
    defaultMessage: 'Canadian dollars per hour',
    description: 'Unit of a metric in dollars per hour',
  },
});
