import type { MetricUnit } from '@/api/generated/analytik/model';
import { roundForUnit, type MetricAggregation } from './analytik-aggregation';
import { isValue, MONTHS, monthIndexes, sumOf, type MonthValues } from './analytik-goals';

/**
 * The projected year-end of a goal's metric, with the basis that says in one sentence how it
 * was obtained. A pure function of the values the API gives, as the split and the pace
 * (analytik-goals.ts).
 */

export type ProjectionBasis =
  /** All twelve months have data: the year's value itself. */
  | 'complete'
  /** The months left follow last year's, scaled by how this year compares so far. */
  | 'last-year-seasonality'
  /** Without last year to follow, each month left counts as this year's average month. */
  | 'average-month'
  /** A rate ends the year where it stands. */
  | 'rate-so-far'
  /** A level ends the year where it stands. */
  | 'latest-level';

export interface Projection {
  value: number;
  basis: ProjectionBasis;
  /** Sums following last year: this year's months ÷ the same months of last year. */
  growth?: number;
}

export interface ProjectionInput {
  aggregation: MetricAggregation;
  unit: MetricUnit;
  actual: MonthValues;
  reference: MonthValues;
  rateSoFar?: number | undefined;
  /** A past year: what it reached is final, even with months missing (a practice that joined in April). */
  yearOver?: boolean;
}

/** The year-end value at the current pace. Undefined without a single month of data. */
export const projectYearEnd = ({
  aggregation,
  unit,
  actual,
  reference,
  rateSoFar,
  yearOver = false,
}: ProjectionInput): Projection | undefined => {
  const withData = monthIndexes.filter((index) => isValue(actual[index]));
  const lastIndex = withData.at(-1);
  if (lastIndex === undefined) return undefined;
  const complete = yearOver || withData.length === MONTHS;
  if (aggregation === 'rate') {
    if (rateSoFar === undefined) return undefined;
    return { value: roundForUnit(unit, rateSoFar), basis: complete ? 'complete' : 'rate-so-far' };
  }
  if (aggregation === 'level') {
    return { value: actual[lastIndex] ?? 0, basis: complete ? 'complete' : 'latest-level' };
  }

  const actualTotal = sumOf(withData.map((index) => actual[index] ?? 0));
  if (complete) return { value: roundForUnit(unit, actualTotal), basis: 'complete' };
  const averageMonth = actualTotal / withData.length;
  const paired = withData.filter((index) => isValue(reference[index]));
  const pairedReference = sumOf(paired.map((index) => reference[index] ?? 0));
  if (paired.length === 0 || pairedReference <= 0) {
    return { value: roundForUnit(unit, averageMonth * MONTHS), basis: 'average-month' };
  }
  const growth = sumOf(paired.map((index) => actual[index] ?? 0)) / pairedReference;
  const rest = monthIndexes
    .filter((index) => !isValue(actual[index]))
    .map((index) => {
      const last = reference[index];
      return isValue(last) ? last * growth : averageMonth;
    });
  return { value: roundForUnit(unit, actualTotal + sumOf(rest)), basis: 'last-year-seasonality', growth };
};
