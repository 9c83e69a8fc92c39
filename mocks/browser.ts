import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resetDatabase, startDatabase } from './db/database';

declare global {
  interface Window {
    /** `offlineApi.reset()` in the console puts the offline database back to its seed. */
    offlineApi?: { reset: () => Promise<void> };
  }
}

/**
 * Starts the offline API in the browser: the seeded database (with what earlier visits wrote,
 * unless the URL has ?offline-reset) and MSW's service worker answering every /api call.
 */
export const startOfflineApi = async (): Promise<void> => {
  await startDatabase(window.localStorage);
  const url = new URL(window.location.href);
  if (url.searchParams.has('offline-reset')) {
    await resetDatabase();
    url.searchParams.delete('offline-reset');
    window.history.replaceState(window.history.state, '', url);
  }
  window.offlineApi = { reset: resetDatabase };
  const worker = setupWorker(...handlers);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
};
