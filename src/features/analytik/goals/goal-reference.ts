import type { MetricDefinition, MetricId, PracticeMetricsSummary } from '@/api/generated/analytik/model';
import { metricProgress } from '../shared/metric-progress';

/** Last year's value of a metric, the goals' starting point. */
export interface GoalReference {
  /** The whole year's value, or its projected year-end while it is still running. */
  value: number;
  projected: boolean;
  /** The value so far, while the year is running. */
  soFar: number;
}

/**
 * Each metric's value for the year before the goals' year. A year still running (next year's
 * goals are set in the fall) is projected to its end with the same rule as the overview, so that
 * "last year's values" are not ten months of a twelve-month target.
 */
export const goalReferences = (
  definitions: readonly MetricDefinition[],
  summary: PracticeMetricsSummary | undefined,
  yearBefore: PracticeMetricsSummary | undefined,
): Map<MetricId, GoalReference> => {
  if (!summary) return new Map();
  return new Map(
    metricProgress(definitions, summary, yearBefore).map((item) => {
      const projected = item.monthsSoFar < 12;
      return [
        item.definition.id,
        {
          value: projected ? item.progress.projection.value : item.summary.value,
          projected,
          soFar: item.summary.value,
        },
      ];
    }),
  );
};
