import { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP client already retries what SPEC §9 allows (idempotent calls, with backoff), so
 * react-query does not retry on top of it: that would multiply the attempts.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
