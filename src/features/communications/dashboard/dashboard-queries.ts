import type { QueryClient } from '@tanstack/react-query';
import {
  getGetCommunicationPreferencesQueryOptions,
  getGetCommunicationStatsQueryOptions,
  getGetUpcomingMessagesSummaryQueryOptions,
} from '@/api/generated/communication/communication';
import { parseUrlState } from '@/components/data-table/use-url-state';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { localToday, periodOf, periodUrlShape } from './stats-period';

/**
 * The home's three reads, one definition each for its hooks and for the prefetch below: the same
 * keys and the same error handling (each says its failure in place, no snackbar on top).
 */
export const preferencesQuery = {
  meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] },
} as const;

export const statsQuery = {
  meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] },
} as const;

/** The days the kind cards count: the practice's today and the 6 after it. */
export const PLANNED_DAYS = 7;

export const plannedDays = (timezone: string, now = new Date()) => {
  const today = zonedDay(now, timezone);
  return { from: today, to: addDays(today, PLANNED_DAYS - 1) };
};

// A card's count, not the screen: it never holds the page up nor reports a failure of its own.
export const plannedQuery = {
  meta: {
    globalSpinner: false,
    ownErrors: ['server', 'network', 'timeout', 'rate-limited', 'forbidden', 'conflict'],
  },
} as const;

export interface DashboardPrefetch {
  queryClient: QueryClient;
  practice: { id: string; timezone: string };
  /** The address's query, which holds the statistics' period. */
  search: string;
}

/**
 * Starts the home's reads as soon as the session knows its practice, beside the download of the
 * screen's code and the render of the layout, instead of once the screen has rendered (right after
 * sign-in, they waited about a second for it at a front desk's speed). Fresh answers are not asked
 * again: the hooks then find them in the cache.
 */
export const prefetchCommunicationsDashboard = ({ queryClient, practice, search }: DashboardPrefetch) => {
  const { id, timezone } = practice;
  void queryClient.prefetchQuery(getGetCommunicationPreferencesQueryOptions(id, { query: preferencesQuery }));
  void queryClient.prefetchQuery(
    getGetUpcomingMessagesSummaryQueryOptions(id, plannedDays(timezone), { query: plannedQuery }),
  );
  const period = periodOf(parseUrlState(periodUrlShape, search), localToday());
  if (!period) return;
  void queryClient
    .prefetchQuery(getGetCommunicationStatsQueryOptions(id, period, { query: statsQuery }))
    // The chart's code once its numbers have arrived, as they render (not once they have rendered).
    .then(() => import('./daily-chart'))
    // The section's own import tries again and says a failure.
    .catch(() => undefined);
};
