import { defineMessage, defineMessages } from 'react-intl';

/** The words of a metric's progress towards its goal, on the overview and the practice screen. */
export const progressMessages = defineMessages({
  onPace: {
    id: 'analytik.progress.onPace',
    defaultMessage: 'On pace',
    description: 'Pace of a metric exactly on its goal’s schedule',
  },
  noGoal: {
    id: 'analytik.progress.noGoal',
    defaultMessage: 'No goal set',
    description: 'Shown on a metric for which no yearly goal was set',
  },
  explain: {
    id: 'analytik.progress.explain',
    defaultMessage: 'How is this computed?',
    description:
      'Button that shows the sentences explaining how a metric’s pace and projection were computed',
  },
  lowerIsBetter: {
    id: 'analytik.progress.lowerIsBetter',
    defaultMessage: 'Lower is better for this metric: staying under the target is being ahead.',
    description: 'Explains that for this metric a value under its goal is good news',
  },
});

export const paceAheadMessage = defineMessage<{ gap: string }>({
  id: 'analytik.progress.ahead',
  defaultMessage: 'Ahead by {gap}',
  description: 'Pace of a metric better than its goal’s schedule; {gap} like "4%" or "1.6 percentage points"',
});

export const paceBehindMessage = defineMessage<{ gap: string }>({
  id: 'analytik.progress.behind',
  defaultMessage: 'Behind by {gap}',
  description: 'Pace of a metric worse than its goal’s schedule; {gap} like "12%" or "1.6 percentage points"',
});

export const paceSlightlyBehindMessage = defineMessage<{ gap: string }>({
  id: 'analytik.progress.slightlyBehind',
  defaultMessage: 'Slightly behind by {gap}',
  description:
    'Pace of a metric a little worse than its goal’s schedule, within the margin that needs no attention; {gap} like "1.6%" or "1.5 percentage points"',
});

/** The summary at the top of a practice's year: the metrics to look at first. */
export const attentionMessages = defineMessages({
  heading: {
    id: 'analytik.attention.heading',
    defaultMessage: 'Needs attention',
    description: 'Heading of the summary listing the metrics well behind their goal’s schedule',
  },
  none: {
    id: 'analytik.attention.none',
    defaultMessage:
      'No metric needs attention: every metric with a goal is on pace, ahead, or close to its pace.',
    description: 'Summary when no metric of the practice is well behind its goal’s schedule',
  },
  noGoal: {
    id: 'analytik.attention.noGoal',
    defaultMessage: 'No goal is set for this year: set the yearly goals to see which metrics need attention.',
    description: 'Summary when the practice has no goal for the year, so nothing can be behind',
  },
});

export const attentionCountMessage = defineMessage<{
  count: number;
  total: number;
  ratio: string;
  points: string;
}>({
  id: 'analytik.attention.count',
  defaultMessage:
    '{count, plural, one {# metric of {total} with a goal is} other {# metrics of {total} with a goal are}} more than {ratio} behind their goal’s schedule ({points} for a percentage):',
  description:
    'Introduces the list of metrics that need attention; {count} of them, out of {total} metrics that have a goal; {ratio} like "5%", {points} like "2 percentage points"',
});

export const pointsMessage = defineMessage<{ value: string; count: number }>({
  id: 'analytik.progress.points',
  defaultMessage: '{value} {count, plural, one {percentage point} other {percentage points}}',
  description:
    'A difference between two percentages; {value} is the formatted number (maybe signed, "+2.5"), {count} the same number for the plural',
});

export const goalOfMessage = defineMessage<{ goal: string }>({
  id: 'analytik.progress.goal',
  defaultMessage: 'Goal: {goal}',
  description: 'The yearly goal of a metric; {goal} is formatted in its unit',
});

export const goalReachedMessage = defineMessage<{ share: string; year: string }>({
  id: 'analytik.progress.reached',
  defaultMessage: '{share} of the {year} goal',
  description: 'How much of its yearly goal a metric has reached; {share} like "87%", {year} like 2026',
});

export const projectedMessage = defineMessage<{ value: string }>({
  id: 'analytik.progress.projected',
  defaultMessage: 'Projected year-end: {value}',
  description: 'The value a metric is expected to reach by December 31 at its current pace',
});

export const changeSamePeriodMessage = defineMessage<{ change: string; year: string }>({
  id: 'analytik.progress.changeSamePeriod',
  defaultMessage: '{change} vs the same period of {year}',
  description: 'Change of a metric against the same months of the previous year; {change} like "+4.5%"',
});

export const changeYearMessage = defineMessage<{ change: string; year: string }>({
  id: 'analytik.progress.changeYear',
  defaultMessage: '{change} vs {year}',
  description: 'Change of a metric over a whole past year against the year before; {change} like "+4.5%"',
});

/** How a metric's progress was computed from its yearly totals, one sentence per number. */
export const dueShareLastYearMessage = defineMessage<{
  date: string;
  share: string;
  expected: string;
  lastYear: string;
}>({
  id: 'analytik.explain.dueShareLastYear',
  defaultMessage:
    'By {date}, {share} of the yearly goal was due ({expected}): the share of {lastYear}’s total reached by the same date, so that the goal follows the seasons.',
  description:
    'Explains the part of a yearly goal expected by now; {date} like "October 31, 2026", {share} like "87%", {expected} the amount, {lastYear} like 2025',
});

export const dueShareElapsedMessage = defineMessage<{
  date: string;
  share: string;
  expected: string;
  months: number;
  lastYear: string;
}>({
  id: 'analytik.explain.dueShareElapsed',
  defaultMessage:
    'By {date}, {share} of the yearly goal was due ({expected}): {months, plural, one {# month} other {# months}} out of 12, as {lastYear} has no values to follow.',
  description:
    'Explains the part of a yearly goal expected by now when last year has no data; {months} is the number of months elapsed',
});

export const rateComparedMessage = defineMessage<{ value: string; goal: string }>({
  id: 'analytik.explain.rateCompared',
  defaultMessage:
    'A rate does not add up over the months: {value} so far is compared with the goal of {goal} itself.',
  description: 'Explains the pace of a rate (a percentage or an hourly value) against its goal',
});

export const levelPathMessage = defineMessage<{
  start: string;
  lastYear: string;
  goal: string;
  expected: string;
  date: string;
}>({
  id: 'analytik.explain.levelPath',
  defaultMessage:
    'A level is reached step by step: from {start} at the end of {lastYear} to {goal} in December, {expected} was due by {date}.',
  description:
    'Explains the target by now of a level metric (active patients, work still to do), from last year-end’s level to the goal',
});

export const paceComparedMessage = defineMessage<{ value: string; expected: string; date: string }>({
  id: 'analytik.explain.paceCompared',
  defaultMessage: 'The pace compares the value so far, {value}, with the target of {expected} by {date}.',
  description: 'Explains what the pace (ahead or behind by a percentage) compares',
});

export const projectionShareMessage = defineMessage<{
  projection: string;
  value: string;
  share: string;
  lastYear: string;
}>({
  id: 'analytik.explain.projectionShare',
  defaultMessage:
    'At this pace the year ends near {projection}: {value} so far ÷ {share}, the share of {lastYear} reached by the same date.',
  description: 'Explains the projected year-end value of a metric that adds up over the months',
});

export const projectionAverageMessage = defineMessage<{ projection: string; months: number }>({
  id: 'analytik.explain.projectionAverage',
  defaultMessage:
    'At this pace the year ends near {projection}: the {months, plural, one {month} other {# months}} so far, extended to 12 at the same monthly average.',
  description: 'Explains the projected year-end value when last year has no data to follow',
});

export const projectionRateMessage = defineMessage<{ projection: string }>({
  id: 'analytik.explain.projectionRate',
  defaultMessage: 'A rate is expected to end the year where it stands: {projection}.',
  description: 'Explains the projected year-end value of a rate',
});

export const projectionLevelMessage = defineMessage<{ projection: string }>({
  id: 'analytik.explain.projectionLevel',
  defaultMessage: 'A level is expected to end the year where it stands: {projection}.',
  description: 'Explains the projected year-end value of a level metric (active patients, work still to do)',
});

export const yearOverMessage = defineMessage<{ value: string }>({
  id: 'analytik.explain.yearOver',
  defaultMessage: 'The year is over: {value} is its final value.',
  description: 'Explains that a past year needs no projection',
});
