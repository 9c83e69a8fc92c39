import type { Mutation, Query } from '@tanstack/react-query';

/** What a query or mutation may tell the feedback layer through its `meta`. */
export type FeedbackMeta = Record<string, unknown> & {
  /** `false` keeps the global spinner away, e.g. for polling or a save that shows its own progress. */
  globalSpinner?: boolean;
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

export const isTrackedMutation = (mutation: Mutation): boolean =>
  mutation.state.status === 'pending' && mutation.options.meta?.globalSpinner !== false;
