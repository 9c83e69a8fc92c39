import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getGetUpcomingMessagesQueryKey,
  getGetUpcomingMessagesSummaryQueryKey,
} from '@/api/generated/communication/communication';
import { createQueryClient } from '@/api/query-client';
import { invalidateUpcoming } from './invalidate-upcoming';

const PRACTICE = '3f1c2b7e-9a4d-4c1e-8f2a-5b6d7e8f9a0b';

describe('invalidateUpcoming', () => {
  it('drops the pages no screen shows, and has the shown one read again', async () => {
    const queryClient = createQueryClient();
    const hidden = getGetUpcomingMessagesQueryKey(PRACTICE, { page: 2 });
    const summary = getGetUpcomingMessagesSummaryQueryKey(PRACTICE);
    const shown = getGetUpcomingMessagesQueryKey(PRACTICE, { page: 1 });
    queryClient.setQueryData(hidden, { items: ['old plan'] });
    queryClient.setQueryData(summary, { total: 1 });
    let reads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: shown,
      queryFn: () => ({ items: [`plan ${(reads += 1)}`] }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => reads).toBe(1);

    invalidateUpcoming(queryClient, PRACTICE);

    expect(queryClient.getQueryData(hidden)).toBeUndefined();
    expect(queryClient.getQueryData(summary)).toBeUndefined();
    await expect.poll(() => queryClient.getQueryData(shown)).toEqual({ items: ['plan 2'] });
    unsubscribe();
  });
});
