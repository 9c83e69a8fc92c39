import { defineMessage, defineMessages } from 'react-intl';

/*
 * The words of Analytik that its CSV exports repeat: the screens show them, and the offline API
 * writes the files with them (src/utils/metric-csv.ts, src/utils/goals-csv.ts), so they live in
 * shared code, once. The headers with a year are simple arguments the offline API can fill in.
 */

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

/** The metric table's headings, which are also its file's. */
export const metricTableMessages = defineMessages({
  unit: {
    id: 'analytik.metric.unit',
    defaultMessage: 'Unit',
    description: 'Label of the unit of a metric (dollars, percentage, hours, count)',
  },
  month: {
    id: 'analytik.metric.month',
    defaultMessage: 'Month',
    description: 'Column heading of the months in a metric’s table',
  },
  total: {
    id: 'analytik.metric.total',
    defaultMessage: 'Total',
    description: 'Row heading of the totals of a metric’s table',
  },
});

export const monthlyGoalColumnMessage = defineMessage<{ year: string }>({
  id: 'analytik.metric.monthlyGoalColumn',
  defaultMessage: 'Monthly goal {year}',
  description: 'Column heading and chart series: the monthly share of the yearly goal of {year}',
});

/** The goals' file: its name and its columns. */
export const goalsFileMessages = defineMessages({
  fileName: {
    id: 'analytik.goals.export.fileName',
    defaultMessage: 'goals',
    description:
      'Start of the name of the exported CSV file of the yearly goals, before the practice and the year: lower case, no accents or spaces',
  },
  group: {
    id: 'analytik.goals.export.group',
    defaultMessage: 'Family',
    description: 'Column header of the goals CSV file: the family of the metric (production, patients…)',
  },
  metric: {
    id: 'analytik.goals.export.metric',
    defaultMessage: 'Metric',
    description: 'Column header of the goals CSV file: the name of the metric',
  },
  changedBy: {
    id: 'analytik.goals.export.changedBy',
    defaultMessage: 'Last changed by',
    description: 'Column header of the goals CSV file: who last saved the goal',
  },
  changedAt: {
    id: 'analytik.goals.export.changedAt',
    defaultMessage: 'Last changed on',
    description: 'Column header of the goals CSV file: when the goal was last saved',
  },
});

export const goalColumnMessage = defineMessage<{ year: string }>({
  id: 'analytik.goals.export.goalColumn',
  defaultMessage: 'Goal {year}',
  description: 'Column header of the goals CSV file: the goal set for {year}',
});

export const referenceColumnMessage = defineMessage<{ year: string }>({
  id: 'analytik.goals.export.referenceColumn',
  defaultMessage: '{year}: result or year-end projection',
  description:
    'Column header of the goals CSV file: the metric’s value of {year}, projected to the end of the year while it is still running',
});
