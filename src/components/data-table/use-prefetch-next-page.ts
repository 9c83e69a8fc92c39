import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Asks for the next page of a server-paged table once the current one is on screen (`undefined`
 * while it is not, or on the last page): "Next page" then shows its rows from the cache, with
 * nothing dimmed and no wait (at a front desk's speed, the wait and the two repaints of the
 * dimmed table were half of a page change). The page is fresh for the query client's stale time,
 * so the click asks the server nothing again. Give the options the screen's own `meta`: a
 * prefetch that fails says nothing, and the page's own query reports it if the person goes there.
 */
export const usePrefetchNextPage = <Data, Key extends QueryKey>(
  nextPage: FetchQueryOptions<Data, unknown, Data, Key> | undefined,
) => {
  const queryClient = useQueryClient();
  const key = nextPage === undefined ? undefined : JSON.stringify(nextPage.queryKey);
  useEffect(() => {
    if (nextPage !== undefined) void queryClient.prefetchQuery(nextPage);
    // The options are a new object each render: the key says when they ask for another page.
  }, [queryClient, key]);
};
