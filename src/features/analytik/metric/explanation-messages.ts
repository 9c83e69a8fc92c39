import { defineMessage } from 'react-intl';

/** How the metric screen's goal numbers were obtained from the months, one sentence each. */
export const splitLastYearMessage = defineMessage<{ year: string; goal: string; lastYear: string }>({
  id: 'analytik.metric.split.lastYear',
  defaultMessage:
    'The {year} goal of {goal} is split over the months in the same proportions as {lastYear}’s values, so that quiet months get smaller targets. The twelve targets add up to the goal.',
  description: 'Explains the monthly split of a yearly goal that follows last year’s seasonality',
});

export const splitPartialMessage = defineMessage<{
  year: string;
  goal: string;
  lastYear: string;
  missing: number;
}>({
  id: 'analytik.metric.split.partial',
  defaultMessage:
    'The {year} goal of {goal} is split over the months in the same proportions as {lastYear}’s values; {missing, plural, one {the month} other {the # months}} without a value in {lastYear} get the average share. The twelve targets add up to the goal.',
  description:
    'Explains the monthly split of a yearly goal when last year lacks some months; {missing} is how many',
});

export const splitEvenMessage = defineMessage<{ year: string; goal: string; lastYear: string }>({
  id: 'analytik.metric.split.even',
  defaultMessage:
    '{lastYear} has no values to follow: the {year} goal of {goal} is split evenly, a twelfth a month. The twelve targets add up to the goal.',
  description: 'Explains the even monthly split of a yearly goal when last year has no data',
});

export const splitRateMessage = defineMessage<{ goal: string }>({
  id: 'analytik.metric.split.rate',
  defaultMessage: 'A rate does not add up over the months: the goal of {goal} applies to each month.',
  description: 'Explains that the monthly target of a rate is its yearly goal',
});

export const splitLevelMessage = defineMessage<{ goal: string; start: string; lastYear: string }>({
  id: 'analytik.metric.split.level',
  defaultMessage:
    'The goal of {goal} is a level to reach in December: the monthly targets go in equal steps from {start}, the level at the end of {lastYear}.',
  description: 'Explains the monthly targets of a level metric (active patients, work still to do)',
});

export const paceSumMessage = defineMessage<{ actual: string; period: string; expected: string }>({
  id: 'analytik.metric.pace.sum',
  defaultMessage:
    'The pace compares {actual} for {period} with {expected}, the monthly targets of the same months.',
  description: 'Explains the pace of a metric that adds up; {period} like "January–October 2026"',
});

export const paceMissingMessage = defineMessage<{ months: string; count: number }>({
  id: 'analytik.metric.pace.missing',
  defaultMessage:
    '{count, plural, one {A month without data is} other {Months without data are}} left out of both: {months}.',
  description: 'Added when months of the year have no data; {months} lists them, like "March and April"',
});

export const paceLevelMessage = defineMessage<{ actual: string; month: string; expected: string }>({
  id: 'analytik.metric.pace.level',
  defaultMessage:
    'The pace compares {actual}, the level at the end of {month}, with {expected}, the target of that month.',
  description: 'Explains the pace of a level metric; {month} like "October"',
});

export const projectionSeasonalityMessage = defineMessage<{
  projection: string;
  lastYear: string;
  growth: string;
  year: string;
}>({
  id: 'analytik.metric.projection.seasonality',
  defaultMessage:
    'At this pace the year ends near {projection}: the months still to come are {lastYear}’s same months, adjusted by {growth}, the difference so far between {year} and {lastYear}.',
  description: 'Explains the projected year-end of a metric that adds up; {growth} like "+4.5%"',
});
