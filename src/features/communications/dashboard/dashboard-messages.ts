import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  title: {
    id: 'communications.dashboard.title',
    defaultMessage: 'Automated communications',
    description: 'Title of the communications home screen',
  },
  kindsHeading: {
    id: 'communications.dashboard.kindsHeading',
    defaultMessage: 'Messages',
    description: 'Heading of the section listing the three kinds of automated messages and their settings',
  },
  kindsLoading: {
    id: 'communications.dashboard.kindsLoading',
    defaultMessage: 'Loading the settings…',
    description: 'Spinner while the settings of the kinds of messages load',
  },
  kindsLoadError: {
    id: 'communications.dashboard.kindsLoadError',
    defaultMessage: 'The message settings could not be loaded.',
    description: 'Shown in place of the kinds of messages when their settings could not be loaded',
  },
  noRule: {
    id: 'communications.dashboard.noRule',
    defaultMessage: 'No sending rule is set yet.',
    description: 'In place of the sending rule of a kind of message that was never set up',
  },
  smsBarLabel: {
    id: 'communications.dashboard.smsBarLabel',
    defaultMessage: 'SMS segments used this month',
    description: 'Accessible name of the bar showing the use of the monthly SMS package',
  },
  seeUpcoming: {
    id: 'communications.dashboard.seeUpcoming',
    defaultMessage: 'See the messages of the next 7 days',
    description:
      'Link on a kind of message to its upcoming messages, while their number is not known (loading or failed)',
  },
  statsHeading: {
    id: 'communications.dashboard.statsHeading',
    defaultMessage: 'Statistics',
    description: 'Heading of the statistics section of the communications home screen',
  },
  statsLoading: {
    id: 'communications.dashboard.statsLoading',
    defaultMessage: 'Loading the statistics…',
    description: 'Spinner while the statistics of the period load',
  },
  statsLoadError: {
    id: 'communications.dashboard.statsLoadError',
    defaultMessage: 'The statistics could not be loaded.',
    description: 'Shown in place of the statistics when they could not be loaded',
  },
});

export const periodDatesMessage = defineMessage<{ range: string }>({
  id: 'communications.dashboard.periodDates',
  defaultMessage: 'Period: {range}',
  description: 'The days of the chosen statistics period; {range} is a formatted date range',
});

export const openSettingsMessage = defineMessage<{ kind: string }>({
  id: 'communications.dashboard.openSettings',
  defaultMessage: 'Settings for {kind}',
  description: 'Link to the settings screen of a kind of message; {kind} is its name in lower case',
});

export const plannedMessage = defineMessage<{ count: number }>({
  id: 'communications.dashboard.planned',
  defaultMessage:
    '{count, plural, =0 {No message planned} one {# message planned} other {# messages planned}} in the next 7 days',
  description:
    'Link on a kind of message: how many of its messages will be sent from today to 6 days later; opens them',
});

export const smsHeadingMessage = defineMessage<{ month: string }>({
  id: 'communications.dashboard.smsHeading',
  defaultMessage: 'SMS package for {month}',
  description:
    'Heading of the monthly SMS package section; {month} is a month and year, e.g. "November 2026"',
});

export const smsUsageMessage = defineMessage<{ used: number; limit: string; percent: string }>({
  id: 'communications.dashboard.smsUsage',
  defaultMessage:
    '{used, plural, one {# of {limit} segments used} other {# of {limit} segments used}} ({percent})',
  description:
    'Usage of the monthly SMS package; {used} is a number (French agrees with it: « 0 segment utilisé », « 2 segments utilisés »), {limit} a formatted number, {percent} a formatted percentage',
});
