import { isApiError } from '@/api/api-error';
import { useGetPracticeMetric, useGetPracticeMetrics } from '@/api/generated/analytik/analytik';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import { METRIC_AGGREGATION } from '@/domain/analytik-aggregation';
import { metricModel, type MetricModel } from './metric-model';

interface MetricDataInput {
  practiceId: string;
  definition: MetricDefinition;
  year: number;
  /** The years shown: the chosen one first, then those compared. */
  years: readonly number[];
  yearOver: boolean;
}

/**
 * The months of every year shown, plus the year before the chosen one (the seasonality its goal
 * and projection follow), in one call; a rate's value so far comes from the yearly summary,
 * since a rate is not the mean of its months.
 */
export const useMetricData = ({ practiceId, definition, year, years, yearOver }: MetricDataInput) => {
  const from = Math.min(year - 1, ...years);
  const series = useGetPracticeMetric(
    practiceId,
    definition.id,
    { from, to: year },
    { query: { meta: { ownErrors: ['not-found'] } } },
  );
  const isRate = METRIC_AGGREGATION[definition.id] === 'rate';
  const summary = useGetPracticeMetrics(
    practiceId,
    { year },
    { query: { enabled: isRate, meta: { ownErrors: ['not-found'] } } },
  );
  const rateSoFar = summary.data?.metrics.find((entry) => entry.metricId === definition.id)?.value;
  // A rate's value so far is not the mean of its months: without the summary the screen says the
  // failure, with a retry, rather than show a value computed another way.
  const summaryFailed =
    isRate && summary.isError && !(isApiError(summary.error) && summary.error.kind === 'not-found');
  const model: MetricModel | undefined =
    series.data && !summaryFailed && (!isRate || !summary.isPending)
      ? metricModel({ definition, series: series.data, year, years, rateSoFar, yearOver })
      : undefined;
  return {
    model,
    notFound: isApiError(series.error) && series.error.kind === 'not-found',
    isError: series.isError || summaryFailed,
    isFetching: series.isFetching || summary.isFetching,
    refetch: () => {
      if (series.isError) void series.refetch();
      if (summaryFailed) void summary.refetch();
    },
  };
};
