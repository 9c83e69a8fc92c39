import type { Mutation, Query } from '@tanstack/react-query';
import type { ApiErrorKind } from '@/api/api-error';

/** What a query or mutation may tell the feedback layer through its `meta`. */
export type FeedbackMeta = Record<string, unknown> & {
  /** `false` keeps the global spinner away, e.g. for polling or a save that shows its own progress. */
  globalSpinner?: boolean;
  /**
   * Failures the screen explains itself (its own conflict message, say): the general snackbar of
   * src/app/report-api-failure.ts stays away for these kinds.
   */
  ownErrors?: readonly ApiErrorKind[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

/** A first load: fetching without data yet. Background refetches keep the screen usable. */
export const isTrackedQuery = (query: Query): boolean =>
  query.state.fetchStatus === 'fetching' &&
  query.state.data === undefined &&
  query.meta?.globalSpinner !== false;

/** A save under way; one paused offline waits for the network and must not block the screen. */
export const isTrackedMutation = (mutation: Mutation): boolean =>
  mutation.state.status === 'pending' &&
  !mutation.state.isPaused &&
  mutation.options.meta?.globalSpinner !== false;
