import { setupServer } from 'msw/node';
import { resetDatabase } from './db/database';
import { handlers, handlersFor } from './handlers';
import { applyOfflineDataMode, type OfflineDataMode } from './offline-data-mode';

/** The offline API for vitest and Node scripts (msw/node). Seed with startDatabase(). */
export const server = setupServer(...handlers);

/**
 * Puts the offline API of this test file in a data mode (`{ kind: 'generated', seed: 7 }`,
 * `{ kind: 'extreme', name: 'longest' }`) and returns how to go back to the seed. Await the
 * return in afterAll: the worker's files share the server and the database, and the
 * resetHandlers() after each test keeps the mode given here.
 */
export const useOfflineDataMode = (mode: OfflineDataMode): (() => Promise<void>) => {
  server.resetHandlers(...handlersFor(mode));
  applyOfflineDataMode(mode);
  return async () => {
    server.resetHandlers(...handlers);
    if (mode.kind === 'extreme') await resetDatabase();
  };
};
