import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMetricsQueryOptions,
  getGetPracticeMetricsQueryOptions,
} from '@/api/generated/analytik/analytik';
import { monthsCovered } from '@/domain/analytik-goal-reference';
import { DEFINITIONS_STALE_MS, yearsOf } from '../shared/use-analytik-data';

/**
 * Asked before anyone opened the screen: a failure says nothing (the screen, once opened, asks
 * again and says its own), and shows no spinner.
 */
const AHEAD = {
  meta: {
    globalSpinner: false,
    ownErrors: [
      'network',
      'timeout',
      'server',
      'validation',
      'forbidden',
      'not-found',
      'conflict',
      'rate-limited',
      'contract',
    ],
  },
} as const;

/**
 * The Analytik overview's reads for `practiceId` (the current practice, which it opens first):
 * the metric definitions, then the practice's latest year and, while that year runs, the one
 * before, as overview-screen.tsx and usePracticeYear ask for them. Fetched one after the other as
 * the screen would, but before it is opened: its first opening then renders from the cache.
 * `signal` stops the chain between two reads.
 */
export const prefetchAnalytikOverview = async (
  queryClient: QueryClient,
  practiceId: string,
  signal?: AbortSignal,
) => {
  const definitions = await queryClient
    .fetchQuery(getGetMetricsQueryOptions({ query: { ...AHEAD, staleTime: DEFINITIONS_STALE_MS } }))
    .catch(() => undefined);
  const year = definitions ? yearsOf(definitions).at(-1) : undefined;
  // Signed out, or another practice chosen, meanwhile: nothing more is asked.
  if (year === undefined || signal?.aborted) return;
  const summary = await queryClient
    .fetchQuery(getGetPracticeMetricsQueryOptions(practiceId, { year }, { query: AHEAD }))
    .catch(() => undefined);
  if (summary && monthsCovered(summary) < 12 && !signal?.aborted)
    await queryClient.prefetchQuery(
      getGetPracticeMetricsQueryOptions(practiceId, { year: year - 1 }, { query: AHEAD }),
    );
};
