import { isApiError } from '@/api/api-error';
import { useGetMetrics, useGetPracticeMetrics } from '@/api/generated/analytik/analytik';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import { monthsCovered } from '@/domain/analytik-goal-reference';

// Definitions change with a release, not during a visit.
export const DEFINITIONS_STALE_MS = 10 * 60_000;

/** The 17 metric definitions (label, formula, unit, help, years, view modes, goal direction). */
export const useMetricDefinitions = () => useGetMetrics({ query: { staleTime: DEFINITIONS_STALE_MS } });

/** The years any metric has data for, ascending: what the year selectors offer. */
export const yearsOf = (definitions: readonly MetricDefinition[]): number[] =>
  [...new Set(definitions.flatMap((definition) => definition.years))].sort((a, b) => a - b);

/**
 * A practice's yearly summary, and last year's when the year is still running: its totals give
 * the share of the year a goal should have reached by now. A practice without data for a year
 * answers 404, which the screen says in its own words (no general error message).
 */
export const usePracticeYear = (practiceId: string, year: number, enabled = true) => {
  const current = useGetPracticeMetrics(
    practiceId,
    { year },
    { query: { enabled, meta: { ownErrors: ['not-found'] } } },
  );
  const running = current.data !== undefined && monthsCovered(current.data) < 12;
  const previous = useGetPracticeMetrics(
    practiceId,
    { year: year - 1 },
    { query: { enabled: enabled && running, meta: { ownErrors: ['not-found'] } } },
  );
  const noData = isApiError(current.error) && current.error.kind === 'not-found';
  return {
    summary: current.data,
    // Without last year (a new practice), the goal's share falls back on the months elapsed.
    previousYear: previous.data,
    isPending: current.isPending || (running && previous.isPending && !previous.isError),
    noData,
    isError: current.isError && !noData,
    isFetching: current.isFetching,
    refetch: () => void current.refetch(),
  };
};
