import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import snapshotUrl, { deferredUrl } from 'virtual:offline-db-snapshot';
import { handlersFor } from './handlers';
import { isOfflineApiPath } from './config';
import { resetDatabase, startDatabase } from './db/database';
import { loadDeferredRecords } from './db/deferred-records';
import { keepFlagsIn, listOfflineFlags, setOfflineFlag } from './db/feature-flags';
import { addFaults, clearFaults, keepFaultsIn, listFaults } from './faults/fault-table';
import { declareOfflineOutcome } from './handlers/outcome-control';
import { sendOfflineReply } from './handlers/reply-control';
import {
  applyOfflineDataMode,
  describeOfflineDataMode,
  offlineDataModeForPage,
  type OfflineDataMode,
} from './offline-data-mode';

/** `OFFLINE_DATA` / `OFFLINE_SEED` of the dev server or build (vite.config.ts): the tab's default mode. */
declare const __OFFLINE_DATA_DEFAULT__: { data: string; seed?: string } | undefined;

/** What the browser console offers (docs/offline-mode.md). */
export interface OfflineApiConsole {
  /** Puts the offline database back to its seed. */
  reset: () => Promise<void>;
  /** Faults on demand: `offlineApi.faults.add({ operationId: 'getPractices', status: 503, times: 1 })`. */
  faults: { add: typeof addFaults; list: typeof listFaults; clear: typeof clearFaults };
  /** Feature flags for this tab, read by the app on its next load: `offlineApi.flags.set('new_apt_notifications', true)`. */
  flags: { set: typeof setOfflineFlag; list: typeof listOfflineFlags };
  /** A patient answers now: `offlineApi.replies.send({ practiceId, patientId, text: 'Oui' })`. */
  replies: { send: typeof sendOfflineReply };
  /**
   * The provider reports a patient's contact failed:
   * `offlineApi.outcomes.declare({ practiceId, patientId, channel: 'SMS', reason: 'LANDLINE' })`.
   */
  outcomes: { declare: typeof declareOfflineOutcome };
}

declare global {
  interface Window {
    offlineApi?: OfflineApiConsole;
  }
}

/**
 * The seeded database, made once when the offline mode was built or its dev server started: what
 * every page loads, and the history in parts (a practice's recent or older records) a page asks
 * for once a handler needs them (mocks/db/snapshot-split.ts). After a change under mocks/ or src/,
 * the dev server makes them again: a page that loaded the first file before may get parts of a
 * seed a few minutes later.
 */
const fetchText = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The offline database could not be loaded (${response.status})`);
  return response.text();
};

/**
 * Where an extreme variant keeps state across reloads: only the sign-ins (refresh tokens, so a
 * session outlives a reload), in the tab's sessionStorage. The variant is laid over the seed
 * again on each load, and what the seed mode saved in localStorage is left alone.
 */
const signInsOnly = (storage: Storage): Storage => {
  const kept = (key: string) => key.endsWith('/cognitoRefreshTokens');
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    clear: () => undefined,
    getItem: (key) => (kept(key) ? storage.getItem(key) : null),
    setItem: (key, value) => (kept(key) ? storage.setItem(key, value) : undefined),
    removeItem: (key) => (kept(key) ? storage.removeItem(key) : undefined),
  };
};

const storageFor = (mode: OfflineDataMode): Storage =>
  mode.kind === 'extreme' ? signInsOnly(window.sessionStorage) : window.localStorage;

/**
 * Starts the offline API in the browser: the seeded database (with what earlier visits wrote,
 * unless the URL has ?offline-reset) and MSW's service worker answering every /api call, in the
 * tab's data mode (`?offline-data=generated&seed=7`: mocks/README.md).
 */
export const startOfflineApi = async (): Promise<void> => {
  keepFaultsIn(window.sessionStorage);
  keepFlagsIn(window.sessionStorage);
  const url = new URL(window.location.href);
  const mode = offlineDataModeForPage(
    url,
    window.sessionStorage,
    typeof __OFFLINE_DATA_DEFAULT__ === 'undefined' ? undefined : __OFFLINE_DATA_DEFAULT__,
  );
  if (mode.kind !== 'seed') console.info(`[offline API] data: ${describeOfflineDataMode(mode)}`);
  const forgetSaved = url.searchParams.has('offline-reset');
  // The app's own chunks go to the network at once instead of being matched against every
  // handler (each match parses the cookies and the path): a signed-in page load lazy-loads dozens.
  const appFiles = http.all(
    ({ request }) => !isOfflineApiPath(new URL(request.url).pathname),
    () => passthrough(),
  );
  const worker = setupWorker(appFiles, ...handlersFor(mode));
  // The worker registers while the snapshot downloads: nothing calls the API before this returns.
  const [snapshot] = await Promise.all([
    fetchText(snapshotUrl),
    worker.start({ quiet: true, onUnhandledFrame: 'bypass' }),
  ]);
  await startDatabase({
    storage: storageFor(mode),
    snapshot,
    deferredSnapshot: (partId) => {
      const partUrl = deferredUrl(partId);
      if (!partUrl) throw new Error(`The offline database has no part "${partId}"`);
      return fetchText(partUrl);
    },
    forgetSaved,
  });
  // The extreme variants rewrite the history: the whole of it first. The generated mode answers
  // from the contract and never reads it.
  if (mode.kind === 'extreme') await loadDeferredRecords();
  applyOfflineDataMode(mode);
  if (forgetSaved) {
    url.searchParams.delete('offline-reset');
    window.history.replaceState(window.history.state, '', url);
  }
  window.offlineApi = {
    reset: async () => {
      await resetDatabase();
      if (mode.kind === 'extreme') await loadDeferredRecords();
      applyOfflineDataMode(mode);
    },
    faults: { add: addFaults, list: listFaults, clear: clearFaults },
    flags: { set: setOfflineFlag, list: listOfflineFlags },
    replies: { send: sendOfflineReply },
    outcomes: { declare: declareOfflineOutcome },
  };
};
