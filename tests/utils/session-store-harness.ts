import { onTestFinished, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { readyQueryClient } from '@/api/query-client-source';
import { localPracticeMemory } from '@/lib/session/practice-selection';
import type { SessionSnapshot } from '@/lib/session/session-snapshot';
import { createSessionStore } from '@/lib/session/session-store';
import { PRACTICES } from '../../mocks/db/practice-directory';
import { findUserByUsername } from '../../mocks/db/users';
import { fakeSessionAuth } from './fake-session-auth';

/** vi.waitFor waits a second by default: as long as testing-library's findBy* (tests/setup/vitest.setup.ts). */
const ASYNC_WAIT = { timeout: 8_000 };

export const LOGOUT_PAGE = 'https://login.example.ca/logout';

export const practiceId = (name: string): string => {
  const found = PRACTICES.find((practice) => practice.name === name);
  if (!found) throw new Error(`No practice ${name}`);
  return found.id;
};

export const userId = (username: string): string => {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`No user ${username}`);
  return user.id;
};

/**
 * A session store over the offline API with a fake identity provider (fake-session-auth.ts),
 * stopped and forgotten after each test.
 */
export const sessionStoreHarness = () => {
  const fake = fakeSessionAuth();
  const queryClient = createQueryClient();
  const navigate = vi.fn<(url: string) => void>();
  const warn = vi.fn<(message: string, cause: unknown) => void>();
  const store = createSessionStore({
    auth: fake.auth,
    queryClient: readyQueryClient(queryClient),
    memory: localPracticeMemory(),
    hostedLogoutUrl: LOGOUT_PAGE,
    navigate,
    warn,
  });
  /**
   * Once nothing is loading or switching. The first signed-in load also imports the API client
   * (session-store.ts loads it on demand): more than waitFor's default second on a busy machine.
   */
  const settled = async (): Promise<SessionSnapshot> => {
    await vi.waitFor(() => {
      const snapshot = store.getSnapshot();
      if (!snapshot.ready || snapshot.switchingPractice) throw new Error('not settled');
    }, ASYNC_WAIT);
    return store.getSnapshot();
  };
  // Registered per test, not at module level: test files share this module (isolate: false).
  onTestFinished(() => window.localStorage.clear());
  const start = () => {
    const stop = store.start();
    onTestFinished(stop);
    return settled();
  };
  return { fake, queryClient, store, navigate, warn, start, settled };
};
