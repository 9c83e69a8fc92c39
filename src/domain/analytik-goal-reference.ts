import type {
  GoalDirection,
  MetricId,
  MetricYearSummary,
  PracticeMetricsSummary,
} from '@/api/generated/analytik/model';
import { METRIC_AGGREGATION } from './analytik-aggregation';
import { progressFromTotals, type TotalsProgress } from './analytik-goal-totals';

/** Months covered by a summary: through `dataThrough` in its year, all twelve for a past year. */
export const monthsCovered = (summary: Pick<PracticeMetricsSummary, 'year' | 'dataThrough'>): number => {
  const [year, month] = summary.dataThrough.split('-').map(Number);
  return year === summary.year && month ? month : 12;
};

/**
 * The pace and projection of one metric's year from its summary: `referenceYear` is last year's
 * whole-year value, whose totals give the seasonality of the goal.
 */
export const summaryProgress = (
  entry: MetricYearSummary,
  direction: GoalDirection,
  referenceYear: number | undefined,
  monthsSoFar: number,
): TotalsProgress =>
  progressFromTotals({
    aggregation: METRIC_AGGREGATION[entry.metricId],
    direction,
    unit: entry.unit,
    goal: entry.goal,
    valueSoFar: entry.value,
    referenceSoFar: entry.previousYearValue,
    referenceYear,
    monthsSoFar,
  });

/** Last year's value of a metric, the goals' starting point. */
export interface GoalReference {
  /** The whole year's value, or its projected year-end while it is still running. */
  value: number;
  projected: boolean;
  /** The value so far, while the year is running. */
  soFar: number;
}

/**
 * Each metric's value for the year before the goals' year (`summary`; `yearBefore` is the year
 * before that, read while `summary`'s year is running). A year still running (next year's goals
 * are set in the fall) is projected to its end with the same rule as the overview, so that "last
 * year's values" are not ten months of a twelve-month target. The goals screen and the goals' file
 * (exportPracticeGoals) both take them from here.
 */
export const goalReferences = (
  definitions: readonly { id: MetricId; goalDirection: GoalDirection }[],
  summary: PracticeMetricsSummary | undefined,
  yearBefore: PracticeMetricsSummary | undefined,
): Map<MetricId, GoalReference> => {
  if (!summary) return new Map();
  const monthsSoFar = monthsCovered(summary);
  const projected = monthsSoFar < 12;
  return new Map(
    summary.metrics.flatMap((entry): [MetricId, GoalReference][] => {
      const definition = definitions.find((candidate) => candidate.id === entry.metricId);
      if (!definition) return [];
      const referenceYear = yearBefore?.metrics.find((metric) => metric.metricId === entry.metricId)?.value;
      const value = projected
        ? summaryProgress(entry, definition.goalDirection, referenceYear, monthsSoFar).projection.value
        : entry.value;
      return [[entry.metricId, { value, projected, soFar: entry.value }]];
    }),
  );
};
