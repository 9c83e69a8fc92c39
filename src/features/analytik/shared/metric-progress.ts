import type {
  MetricDefinition,
  MetricYearSummary,
  PracticeMetricsSummary,
} from '@/api/generated/analytik/model';
import { METRIC_AGGREGATION, type MetricAggregation } from '@/domain/analytik-aggregation';
import { monthsCovered, summaryProgress } from '@/domain/analytik-goal-reference';
import type { TotalsProgress } from '@/domain/analytik-goal-totals';

/** Everything a metric card says about one metric's year, computed once from the summaries. */
export interface MetricProgress {
  definition: MetricDefinition;
  summary: MetricYearSummary;
  aggregation: MetricAggregation;
  year: number;
  /** Months of the year the values cover (12 for a past year). */
  monthsSoFar: number;
  /** Last day the values include (yyyy-mm-dd). */
  dataThrough: string;
  progress: TotalsProgress;
  /** value ÷ goal, for the bar (0 without a goal). */
  reached: number;
  /** Last year's whole-year value (its year-end level for a level). */
  referenceYear?: number | undefined;
  /** Against the same period of last year: a ratio, or percentage points for a percentage. */
  change?: number | undefined;
}

/**
 * The progress of each metric of a practice's year. `previousYear` is last year's whole-year
 * summary (undefined when the practice has none): its totals give the seasonality of the goal.
 */
export const metricProgress = (
  definitions: readonly MetricDefinition[],
  summary: PracticeMetricsSummary,
  previousYear: PracticeMetricsSummary | undefined,
): MetricProgress[] => {
  const monthsSoFar = monthsCovered(summary);
  return summary.metrics.flatMap((entry) => {
    const definition = definitions.find((candidate) => candidate.id === entry.metricId);
    if (!definition) return [];
    const aggregation = METRIC_AGGREGATION[entry.metricId];
    const referenceYear = previousYear?.metrics.find((metric) => metric.metricId === entry.metricId)?.value;
    const progress = summaryProgress(entry, definition.goalDirection, referenceYear, monthsSoFar);
    const previous = entry.previousYearValue;
    const change =
      previous === undefined
        ? undefined
        : entry.unit === 'percent'
          ? entry.value - previous
          : previous > 0
            ? entry.value / previous - 1
            : undefined;
    return [
      {
        definition,
        summary: entry,
        aggregation,
        year: summary.year,
        monthsSoFar,
        dataThrough: summary.dataThrough,
        progress,
        reached: entry.goal ? entry.value / entry.goal : 0,
        referenceYear,
        change,
      },
    ];
  });
};
