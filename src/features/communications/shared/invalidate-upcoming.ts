import type { QueryClient } from '@tanstack/react-query';
import {
  getGetUpcomingMessagesQueryKey,
  getGetUpcomingMessagesSummaryQueryKey,
} from '@/api/generated/communication/communication';

/**
 * What the rules will send depends on the practice's preferences and templates: after either
 * changes, every cached page and summary of its upcoming messages is stale. The generated keys
 * without parameters are prefixes of every page's and summary's key (two calls: the summary's
 * key does not start with the list's).
 */
export const invalidateUpcoming = (queryClient: QueryClient, practiceId: string): void => {
  void queryClient.invalidateQueries({ queryKey: getGetUpcomingMessagesQueryKey(practiceId) });
  void queryClient.invalidateQueries({ queryKey: getGetUpcomingMessagesSummaryQueryKey(practiceId) });
};
