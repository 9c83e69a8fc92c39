import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

interface QueryClientOptions {
  /** Every failed query or mutation, for the app's logging and general messages. */
  onError?: (error: unknown, origin: string, meta?: Record<string, unknown>) => void;
}

/**
 * The HTTP client already retries what SPEC §9 allows (idempotent calls, with backoff), so
 * react-query does not retry on top of it: that would multiply the attempts.
 */
export const createQueryClient = ({ onError }: QueryClientOptions = {}): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError?.(error, `query ${String(query.queryKey[0])}`, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onError?.(
          error,
          `mutation ${mutation.options.mutationKey?.join(' ') ?? 'unnamed'}`,
          mutation.options.meta,
        ),
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
