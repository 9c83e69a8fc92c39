import { defineMessage, defineMessages } from 'react-intl';

export const forecastMessages = defineMessages({
  heading: {
    id: 'communications.upcoming.forecast.heading',
    defaultMessage: 'SMS package forecast',
    description: 'Heading of the projection of the monthly SMS package from the messages planned',
  },
  loading: {
    id: 'communications.upcoming.forecast.loading',
    defaultMessage: 'Loading the SMS forecast…',
    description: 'Spinner label while the SMS package forecast and the counts of the period load',
  },
  loadError: {
    id: 'communications.upcoming.forecast.loadError',
    defaultMessage: 'The SMS forecast and the counts of these days could not be loaded.',
    description: 'Shown in place of the SMS package forecast when it could not be loaded',
  },
  warningTitle: {
    id: 'communications.upcoming.forecast.warningTitle',
    defaultMessage: 'SMS package running low',
    description:
      'Title of the SMS forecast when the package will run out, or the month’s projected use passes the warning threshold',
  },
  noPackage: {
    id: 'communications.upcoming.forecast.noPackage',
    defaultMessage: 'This practice has no SMS package: no SMS will be sent.',
    description: 'In place of the SMS forecast when the practice’s monthly package is 0 segments',
  },
  chartTitle: {
    id: 'communications.upcoming.forecast.chartTitle',
    defaultMessage: 'Projected use of the SMS package, day by day',
    description: 'Title and accessible name of the chart of the projected SMS use',
  },
  chartLoading: {
    id: 'communications.upcoming.forecast.chartLoading',
    defaultMessage: 'Loading the chart…',
    description: 'Spinner label while the chart of the SMS forecast loads',
  },
  seriesLimit: {
    id: 'communications.upcoming.forecast.seriesLimit',
    defaultMessage: 'Monthly package',
    description: 'Legend of the dashed line of the monthly SMS package limit',
  },
  legend: {
    id: 'communications.upcoming.forecast.legend',
    defaultMessage: 'Legend',
    description: 'Accessible name of the legend of the SMS forecast chart',
  },
  tableToggle: {
    id: 'communications.upcoming.forecast.tableToggle',
    defaultMessage: 'Forecast as a table',
    description: 'Disclosure that shows the values of the SMS forecast chart as a table',
  },
  tableCaption: {
    id: 'communications.upcoming.forecast.tableCaption',
    defaultMessage: 'Projected SMS segments, day by day',
    description: 'Caption and accessible name of the table of the SMS forecast',
  },
  dayColumn: {
    id: 'communications.upcoming.forecast.dayColumn',
    defaultMessage: 'Day',
    description: 'Column header of the SMS forecast table: the day',
  },
  segmentsColumn: {
    id: 'communications.upcoming.forecast.segmentsColumn',
    defaultMessage: 'Segments planned that day',
    description: 'Column header of the SMS forecast table: segments of the SMS planned that day',
  },
  cumulativeColumn: {
    id: 'communications.upcoming.forecast.cumulativeColumn',
    defaultMessage: 'Month’s total',
    description: 'Column header of the SMS forecast table: segments the month will have used by that day',
  },
  countsCaption: {
    id: 'communications.upcoming.forecast.countsCaption',
    defaultMessage: 'Messages of these days, by kind',
    description:
      'Caption of the table counting the messages of the days shown, planned and not sent, per kind',
  },
  kindColumn: {
    id: 'communications.upcoming.forecast.kindColumn',
    defaultMessage: 'Kind',
    description: 'Column header: kind of message',
  },
  plannedColumn: {
    id: 'communications.upcoming.forecast.plannedColumn',
    defaultMessage: 'Planned',
    description: 'Column header: number of messages that will be sent',
  },
  skippedColumn: {
    id: 'communications.upcoming.forecast.skippedColumn',
    defaultMessage: 'Not sent',
    description: 'Column header: number of messages the rules will not send',
  },
});

export const monthSeriesMessage = defineMessage<{ month: string }>({
  id: 'communications.upcoming.forecast.seriesUsed',
  defaultMessage: 'Segments used in {month} (projected)',
  description:
    'Legend of the line of one calendar month’s projected SMS use, day after day; {month} is the month’s name, e.g. “December”',
});

export const exhaustedMessage = defineMessage<{ limit: string; date: string }>({
  id: 'communications.upcoming.forecast.exhausted',
  defaultMessage: 'At this pace, the {limit}-segment package runs out on {date}.',
  description:
    'SMS forecast when the monthly package will be used up; {limit} is a formatted number, {date} e.g. "December 21"',
});

export const monthUseMessage = defineMessage<{ projected: string; limit: string }>({
  id: 'communications.upcoming.forecast.monthUse',
  defaultMessage: 'At this pace, this month will use {projected} of the {limit} segments of the package.',
  description: 'SMS forecast when the monthly package lasts; {projected} and {limit} are formatted numbers',
});

export const nearLimitMessage = defineMessage<{ percent: string }>({
  id: 'communications.upcoming.forecast.nearLimit',
  defaultMessage: 'That is {percent} of the package: SMS sending stops once it is used up.',
  description: 'Added to the SMS forecast when the month’s projected use passes the warning threshold',
});

export const chartDescriptionMessage = defineMessage<{ limit: string }>({
  id: 'communications.upcoming.forecast.chartDescription',
  defaultMessage:
    'The segments the month will have used by each day if the planned SMS go, against the package of {limit} segments. The count starts again at 0 on the first of each month.',
  description: 'Accessible description of the SMS forecast chart; {limit} is a formatted number',
});
