import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClientSource } from '@/api/query-client-source';
import { env } from '@/config/env';
import { amplifySessionAuth } from '@/lib/amplify/amplify-session-auth';
import { localPracticeMemory, type PracticeMemory } from './practice-selection';
import type { SessionAuth } from './session-auth';
import type { SessionSnapshot } from './session-snapshot';
import { createSessionStore, type SessionStore } from './session-store';

/** What useSession() gives: the session's state and what can be done with it. */
export interface Session extends SessionSnapshot {
  selectPractice: SessionStore['selectPractice'];
  reload: SessionStore['reload'];
  signOut: SessionStore['signOut'];
}

const SessionContext = createContext<Session | undefined>(undefined);

interface SessionProviderProps {
  children: ReactNode;
  /** The identity provider; Amplify (configured by configureAmplify) unless a test plugs another. */
  auth?: SessionAuth;
  memory?: PracticeMemory;
  hostedLogoutUrl?: string;
  navigate?: (url: string) => void;
}

/**
 * Holds the signed-in session for the whole app: loads it at start-up, follows the identity
 * provider's events (refresh, sign-out) and shares the profile and the current practice with
 * the query cache. Goes inside the QueryClientProvider.
 */
export const SessionProvider = ({
  children,
  auth = amplifySessionAuth,
  memory,
  hostedLogoutUrl = env.hostedLogoutUrl,
  navigate,
}: SessionProviderProps) => {
  const queryClient = useQueryClientSource();
  // One store for the provider's life: the options are read once, like a configuration.
  const [store] = useState(() =>
    createSessionStore({
      auth,
      queryClient,
      memory: memory ?? localPracticeMemory(),
      hostedLogoutUrl,
      ...(navigate ? { navigate } : {}),
    }),
  );
  useEffect(() => store.start(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const session = useMemo<Session>(
    () => ({
      ...snapshot,
      selectPractice: store.selectPractice,
      reload: store.reload,
      signOut: store.signOut,
    }),
    [snapshot, store],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

/** The session; only inside a SessionProvider. */
export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
};
