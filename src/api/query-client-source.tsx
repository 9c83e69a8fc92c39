import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Where the app's query client comes from. The portal's is created on demand: react-query's
 * cache (about 8 KB gzip) is for signed-in screens, and /login shows none
 * (docs/decisions/035-query-client-on-demand.md).
 */
export interface QueryClientSource {
  /** The client, once created. */
  current: () => QueryClient | undefined;
  /** Creates it the first time (a failed download is tried again on the next call); always the same client. */
  load: () => Promise<QueryClient>;
  /** Told once, when the client has been created. */
  subscribe: (listener: () => void) => () => void;
}

export const onDemandQueryClient = (create: () => Promise<QueryClient>): QueryClientSource => {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => client,
    load: () => {
      if (client) return Promise.resolve(client);
      loading ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** A client that exists already (tests, harnesses that render their own QueryClientProvider). */
export const readyQueryClient = (client: QueryClient): QueryClientSource => ({
  current: () => client,
  load: () => Promise.resolve(client),
  subscribe: () => () => undefined,
});

const QueryClientSourceContext = createContext<QueryClientSource | undefined>(undefined);

/**
 * react-query's provider for a client created on demand. Until then its hooks have no client:
 * only signed-in screens use them, and a session needs the client to load. React-query's own
 * context stays in place whether the client is there or not, so nothing below remounts (a
 * sign-in form keeps what was typed) when it arrives.
 */
export const OnDemandQueryClientProvider = ({
  source,
  children,
}: {
  source: QueryClientSource;
  children: ReactNode;
}) => {
  const client = useSyncExternalStore(source.subscribe, source.current, source.current);
  // What QueryClientProvider does: the client follows the window's focus and the network.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientSourceContext value={source}>
      <QueryClientContext value={client}>{children}</QueryClientContext>
    </QueryClientSourceContext>
  );
};

/** The source above: an on-demand provider's, or the client of a QueryClientProvider. */
export const useQueryClientSource = (): QueryClientSource => {
  const source = useContext(QueryClientSourceContext);
  const client = useContext(QueryClientContext);
  return useMemo(() => {
    if (source) return source;
    if (!client) throw new Error('No query client: render inside a QueryClientProvider');
    return readyQueryClient(client);
  }, [source, client]);
};
