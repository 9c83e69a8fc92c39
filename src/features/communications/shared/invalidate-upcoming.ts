import type { QueryClient } from '@tanstack/react-query';
import {
  getGetUpcomingMessagesQueryKey,
  getGetUpcomingMessagesSummaryQueryKey,
} from '@/api/generated/communication/communication';

/**
 * What the rules will send depends on the practice's preferences and templates: after either
 * changes, every cached page and summary of its upcoming messages is wrong. A screen showing one
 * reads it again; one no screen shows is dropped, so that the next visit waits for the new plan
 * instead of showing the old one as current (recalls turned on, and the list still saying they
 * are off until its answer came back). The generated keys without parameters are prefixes of
 * every page's and summary's key (two of each: the summary's key does not start with the list's).
 */
export const invalidateUpcoming = (queryClient: QueryClient, practiceId: string): void => {
  for (const queryKey of [
    getGetUpcomingMessagesQueryKey(practiceId),
    getGetUpcomingMessagesSummaryQueryKey(practiceId),
  ]) {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey });
  }
};
