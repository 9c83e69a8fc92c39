import type { GoalDirection, MetricUnit } from '@/api/generated/analytik/model';
import { roundForUnit, type MetricAggregation } from './analytik-aggregation';

/**
 * Goals that explain themselves: the yearly goal split into months and the pace to date (the
 * projected year-end: analytik-goal-projection.ts). Pure functions of the values the API gives,
 * so that a screen can say in one sentence how each number was obtained (the basis each result
 * carries).
 */

/** The values of one year by month, index 0 for January; undefined where there is no data. */
export type MonthValues = readonly (number | undefined)[];

export const MONTHS = 12;

/** One year's twelve months from a metric's series (MetricMonthValue), undefined where it has none. */
export const monthValuesOf = (
  series: readonly { year: number; month: number; value: number }[],
  year: number,
): (number | undefined)[] => {
  const months: (number | undefined)[] = Array.from({ length: MONTHS }, () => undefined);
  for (const entry of series) if (entry.year === year) months[entry.month - 1] = entry.value;
  return months;
};
/** 0 to 11, January first. */
export const monthIndexes = Array.from({ length: MONTHS }, (_, index) => index);
/** A month with data. */
export const isValue = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);
export const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The sum of the months that have a value; none when no month has one: the total row of a
 * metric's table, on screen and in its file.
 */
export const totalOf = (values: MonthValues): number | undefined => {
  const known = values.filter(isValue);
  return known.length === 0 ? undefined : sumOf(known);
};

/** How the goal was spread over the months. */
export type SplitBasis =
  /** In proportion to last year's months. */
  | 'last-year'
  /** In proportion to last year's months; the months it lacks take the average share. */
  | 'last-year-partial'
  /** One twelfth a month: last year has nothing to follow. */
  | 'even'
  /** A rate holds every month: each month's target is the goal itself. */
  | 'same-each-month'
  /** A level to reach by December, in equal steps from last December's level. */
  | 'level-path';

export interface MonthlyGoals {
  /** Twelve targets, January first. For a sum they add up exactly to the yearly goal. */
  months: number[];
  basis: SplitBasis;
}

export interface SplitInput {
  goal: number;
  aggregation: MetricAggregation;
  unit: MetricUnit;
  /** Last year's months, the seasonality to follow. */
  reference: MonthValues;
  /** The level at the end of last year, where a level's path starts. */
  startLevel?: number | undefined;
}

const decimalsOf = (value: number): number => {
  const text = String(value);
  if (text.includes('e')) return 6;
  return text.split('.')[1]?.length ?? 0;
};

/**
 * Splits `total` in proportion to `weights` in whole steps of 10^-decimals, so that the parts
 * add up to the total exactly: each part is rounded down, then the steps left over go to the
 * parts that lost the most to rounding (largest remainder).
 */
const apportion = (total: number, weights: readonly number[], decimals: number): number[] => {
  const scale = 10 ** decimals;
  const steps = Math.round(total * scale);
  const weightTotal = sumOf(weights);
  const exact = weights.map((weight) => (steps * weight) / weightTotal);
  const parts = exact.map(Math.floor);
  let left = steps - sumOf(parts);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => part / scale);
};

/** The yearly goal as twelve monthly targets, following last year's seasonality (issue 12 §5). */
export const splitYearlyGoal = ({
  goal,
  aggregation,
  unit,
  reference,
  startLevel,
}: SplitInput): MonthlyGoals => {
  if (aggregation === 'rate') return { months: monthIndexes.map(() => goal), basis: 'same-each-month' };
  if (aggregation === 'level') {
    if (startLevel === undefined) return { months: monthIndexes.map(() => goal), basis: 'same-each-month' };
    const months = monthIndexes.map((index) =>
      index === MONTHS - 1
        ? goal
        : roundForUnit(unit, startLevel + ((goal - startLevel) * (index + 1)) / MONTHS),
    );
    return { months, basis: 'level-path' };
  }
  const known = monthIndexes.map((index) => reference[index]).filter(isValue);
  const knownTotal = sumOf(known);
  // The months take the goal's own precision: a goal in whole dollars splits into whole dollars,
  // which add up on screen as well as in the data.
  const decimals = decimalsOf(goal);
  if (known.length === 0 || knownTotal <= 0) {
    return {
      months: apportion(
        goal,
        monthIndexes.map(() => 1),
        decimals,
      ),
      basis: 'even',
    };
  }
  const average = knownTotal / known.length;
  const weights = monthIndexes.map((index) => {
    const value = reference[index];
    return isValue(value) ? value : average;
  });
  return {
    months: apportion(goal, weights, decimals),
    basis: known.length === MONTHS ? 'last-year' : 'last-year-partial',
  };
};

export type PaceStatus = 'ahead' | 'behind' | 'on-pace';

export interface Pace {
  status: PaceStatus;
  /**
   * Behind by more than ATTENTION_MARGIN: what a manager should look at first. A metric a little
   * behind is said so, without the alarm (docs/decisions/021-which-metrics-need-attention.md).
   */
  needsAttention: boolean;
  /** actual ÷ expected − 1, as measured (negative when below, whatever the direction). */
  ratio: number;
  /** actual − expected, in the metric's unit (percentage points for a percentage). */
  difference: number;
  actualSoFar: number;
  expectedSoFar: number;
  /** The months compared (1 for January): those with data this year. */
  months: number[];
}

/** Under half a percent either way reads as "on pace": it would show as 0 %. */
const ON_PACE_TOLERANCE = 0.005;

/**
 * How far behind what was due a metric must be to need attention: 5 % of the expected value, or
 * 2 percentage points for a percentage (compared in points, as it is shown). Goals are set a
 * few percent above last year, so a year that merely repeats last year is a few percent behind
 * on every metric: flagging all of them hid the few that were really off course.
 */
export const ATTENTION_MARGIN = { ratio: 0.05, points: 2 } as const;

/**
 * A pace from what was reached and what was due by then, in the metric's direction. `unit`
 * decides how the gap is measured for the attention margin (points for a percentage).
 */
export const paceOf = (
  actualSoFar: number,
  expectedSoFar: number,
  direction: GoalDirection,
  months: number[],
  unit: MetricUnit,
): Pace | undefined => {
  if (expectedSoFar <= 0) return undefined;
  const ratio = actualSoFar / expectedSoFar - 1;
  const difference = actualSoFar - expectedSoFar;
  const better = direction === 'lower-is-better' ? ratio < 0 : ratio > 0;
  const status: PaceStatus = Math.abs(ratio) < ON_PACE_TOLERANCE ? 'on-pace' : better ? 'ahead' : 'behind';
  const shortfall =
    unit === 'percent'
      ? Math.abs(difference) > ATTENTION_MARGIN.points
      : Math.abs(ratio) > ATTENTION_MARGIN.ratio;
  const needsAttention = status === 'behind' && shortfall;
  return { status, needsAttention, ratio, difference, actualSoFar, expectedSoFar, months };
};

export interface PaceInput {
  aggregation: MetricAggregation;
  direction: GoalDirection;
  /** How the gap is measured for the attention margin (points for a percentage). */
  unit: MetricUnit;
  monthlyGoals: MonthlyGoals;
  /** This year's months. */
  actual: MonthValues;
  /** A rate's value so far, computed over the whole period (the API's yearly summary). */
  rateSoFar?: number | undefined;
}

/**
 * Where the year stands against its goal: a sum against the monthly targets of the months that
 * have data (a missing month is neither counted nor expected), a rate against the goal itself,
 * a level against its path at the last month with data. Undefined without data to compare.
 */
export const paceToDate = ({
  aggregation,
  direction,
  unit,
  monthlyGoals,
  actual,
  rateSoFar,
}: PaceInput): Pace | undefined => {
  const withData = monthIndexes.filter((index) => isValue(actual[index]));
  const lastIndex = withData.at(-1);
  if (lastIndex === undefined) return undefined;
  const months = withData.map((index) => index + 1);
  if (aggregation === 'sum') {
    const actualSoFar = sumOf(withData.map((index) => actual[index] ?? 0));
    const expectedSoFar = sumOf(withData.map((index) => monthlyGoals.months[index] ?? 0));
    return paceOf(actualSoFar, expectedSoFar, direction, months, unit);
  }
  if (aggregation === 'rate') {
    if (rateSoFar === undefined) return undefined;
    return paceOf(rateSoFar, monthlyGoals.months[lastIndex] ?? 0, direction, months, unit);
  }
  return paceOf(actual[lastIndex] ?? 0, monthlyGoals.months[lastIndex] ?? 0, direction, months, unit);
};
