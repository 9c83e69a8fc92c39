import type { GoalDirection, MetricUnit } from '@/api/generated/analytik/model';
import { roundForUnit, type MetricAggregation } from './analytik-aggregation';
import type { Projection } from './analytik-goal-projection';
import { MONTHS, paceOf, type Pace } from './analytik-goals';

export interface TotalsInput {
  aggregation: MetricAggregation;
  direction: GoalDirection;
  unit: MetricUnit;
  goal?: number | undefined;
  /** The year so far (the yearly summary's value). */
  valueSoFar: number;
  /** Last year over the same period (previousYearValue), and over the whole year. */
  referenceSoFar?: number | undefined;
  referenceYear?: number | undefined;
  /** Months of this year with data (12 for a past year). */
  monthsSoFar: number;
}

export interface TotalsProgress {
  /** The share of the yearly goal due by now (sums), from last year's same period. */
  shareOfYear: number;
  /** How the share was obtained: last year's same period, or the months elapsed. */
  shareBasis: 'last-year' | 'elapsed-months';
  pace?: Pace | undefined;
  projection: Projection;
}

/**
 * The same pace and projection from yearly totals alone (the overview has the summaries, not
 * each metric's months): last year's same period ÷ last year's total is the share of the year
 * a sum should have reached by now, which is what the monthly split gives when every month of
 * last year is known.
 */
export const progressFromTotals = (input: TotalsInput): TotalsProgress => {
  const { aggregation, direction, unit, goal, valueSoFar, referenceSoFar, referenceYear, monthsSoFar } =
    input;
  const months = Array.from({ length: monthsSoFar }, (_, index) => index + 1);
  const fromLastYear = referenceSoFar !== undefined && referenceYear !== undefined && referenceYear > 0;
  const shareOfYear =
    monthsSoFar >= MONTHS
      ? 1
      : fromLastYear
        ? Math.min(1, referenceSoFar / referenceYear)
        : monthsSoFar / MONTHS;
  const shareBasis = fromLastYear && monthsSoFar < MONTHS ? 'last-year' : 'elapsed-months';
  let projection: Projection;
  if (monthsSoFar >= MONTHS) projection = { value: valueSoFar, basis: 'complete' };
  else if (aggregation === 'rate') projection = { value: valueSoFar, basis: 'rate-so-far' };
  else if (aggregation === 'level') projection = { value: valueSoFar, basis: 'latest-level' };
  else if (shareOfYear <= 0) projection = { value: valueSoFar, basis: 'average-month' };
  else {
    projection = {
      value: roundForUnit(unit, valueSoFar / shareOfYear),
      basis: shareBasis === 'last-year' ? 'last-year-seasonality' : 'average-month',
      ...(shareBasis === 'last-year' && referenceSoFar ? { growth: valueSoFar / referenceSoFar } : {}),
    };
  }
  if (goal === undefined) return { shareOfYear, shareBasis, projection };
  let expected: number;
  if (aggregation === 'sum') expected = goal * shareOfYear;
  else if (aggregation === 'level' && referenceYear !== undefined)
    expected = referenceYear + ((goal - referenceYear) * Math.min(monthsSoFar, MONTHS)) / MONTHS;
  else expected = goal;
  return { shareOfYear, shareBasis, pace: paceOf(valueSoFar, expected, direction, months, unit), projection };
};
