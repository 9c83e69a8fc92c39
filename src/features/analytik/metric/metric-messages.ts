import { defineMessage, defineMessages } from 'react-intl';

export const metricMessages = defineMessages({
  titleFallback: {
    id: 'analytik.metric.title',
    defaultMessage: 'Metric',
    description: 'Heading of the analytics screen of one metric before its name is known',
  },
  backToPractice: {
    id: 'analytik.metric.backToPractice',
    defaultMessage: 'Back to the practice’s metrics',
    description: 'Link from a metric’s screen to the screen of all the metrics of its practice',
  },
  formula: {
    id: 'analytik.metric.formula',
    defaultMessage: 'Formula',
    description: 'Label of how a metric is computed (its formula)',
  },
  help: {
    id: 'analytik.metric.help',
    defaultMessage: 'What it tells',
    description: 'Label of the explanation of what a metric means',
  },
  viewAs: {
    id: 'analytik.metric.viewAs',
    defaultMessage: 'Show as',
    description: 'Label of the choice between a table, a line chart and a bar chart',
  },
  viewTable: {
    id: 'analytik.metric.view.table',
    defaultMessage: 'Table',
    description: 'View mode: the monthly values as a table',
  },
  viewLine: {
    id: 'analytik.metric.view.line',
    defaultMessage: 'Line chart',
    description: 'View mode: the monthly values as a line chart',
  },
  viewBar: {
    id: 'analytik.metric.view.bar',
    defaultMessage: 'Bar chart',
    description: 'View mode: the monthly values as a bar chart',
  },
  compareWith: {
    id: 'analytik.metric.compareWith',
    defaultMessage: 'Compare with',
    description: 'Label of the group of checkboxes choosing other years to show beside the chosen year',
  },
  noValue: {
    id: 'analytik.metric.noValue',
    defaultMessage: 'No data',
    description: 'Table cell of a month without data',
  },
  pace: {
    id: 'analytik.metric.pace',
    defaultMessage: 'Pace to date',
    description: 'Label of how a metric stands against its goal’s schedule (ahead or behind)',
  },
  projection: {
    id: 'analytik.metric.projection',
    defaultMessage: 'Projected year-end',
    description: 'Label of the value a metric should reach by December 31 at its current pace',
  },
  finalValue: {
    id: 'analytik.metric.finalValue',
    defaultMessage: 'Final value',
    description: 'Label of the value a metric reached over a past year',
  },
  setGoals: {
    id: 'analytik.metric.setGoals',
    defaultMessage: 'Set the yearly goals',
    description: 'Link from a metric without a goal to the yearly goals screen',
  },
  yearlyGoal: {
    id: 'analytik.metric.yearlyGoal',
    defaultMessage: 'Yearly goal',
    description: 'Label of the goal of the year shown, followed by how it is split into monthly targets',
  },
  loadingChart: {
    id: 'analytik.metric.loadingChart',
    defaultMessage: 'Loading the chart…',
    description: 'Spinner label while the chart code downloads',
  },
});

export const goalHeadingMessage = defineMessage<{ year: string }>({
  id: 'analytik.metric.goalHeading',
  defaultMessage: '{year} goal',
  description: 'Heading of the section about the goal of the year shown; {year} like 2026',
});

export const noGoalMessage = defineMessage<{ year: string }>({
  id: 'analytik.metric.noGoal',
  defaultMessage: 'No goal was set for {year}.',
  description: 'Shown on a metric’s screen when its practice set no goal for the year',
});

export const tableCaptionMessage = defineMessage<{ metric: string }>({
  id: 'analytik.metric.tableCaption',
  defaultMessage: '{metric} by month',
  description: 'Caption of the table of a metric’s monthly values; {metric} like "Fees"',
});

export const chartTitleMessage = defineMessage<{ metric: string; years: string }>({
  id: 'analytik.metric.chartTitle',
  defaultMessage: '{metric} by month, {years}',
  description: 'Accessible name of a metric’s chart; {years} lists the years shown, like "2026 and 2025"',
});

export const chartDescriptionMessage = defineMessage<{ metric: string; years: string }>({
  id: 'analytik.metric.chartDescription',
  defaultMessage: 'The monthly values of {metric} for {years}. The table view gives every value.',
  description: 'Accessible description of a metric’s chart without a goal',
});

export const chartDescriptionGoalMessage = defineMessage<{ metric: string; years: string; year: string }>({
  id: 'analytik.metric.chartDescriptionGoal',
  defaultMessage:
    'The monthly values of {metric} for {years}, with the monthly goal of {year} as a dashed line. The table view gives every value.',
  description: 'Accessible description of a metric’s chart with its monthly goal',
});

export const metricExportHintMessage = defineMessage<{ metric: string }>({
  id: 'analytik.metric.exportHint',
  defaultMessage: 'The table below: {metric} by month, for each year shown.',
  description: 'Hint beside the button exporting a metric’s table to CSV; {metric} like "Fees"',
});
