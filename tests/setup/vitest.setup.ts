import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { isDatabaseStarted, resetDatabase, startDatabase } from '../../mocks/db/database';
import { clearFaults } from '../../mocks/faults/fault-table';
import { server } from '../../mocks/node';
import { resetAccessTokenProvider } from '@/api/access-token';
import { abortableSleep, setRetryWait } from '@/api/retry-wait';
import { dismissAllDialogs } from '@/components/feedback/dialog-store';
import { discardWaitingSnackbars } from '@/components/feedback/snackbar-store';
import { CATALOGUE_AREAS } from '@/i18n/catalogue-areas';
import { preloadMessages, provideCatalogues } from '@/i18n/messages';
import { PORTAL_CATALOGUES } from '@/i18n/portal-catalogues';

// A screen's answer goes through the offline API, react-query and a render: well under a second
// alone, but CI runs the files two at a time on two cores, on a runner other jobs may share. A
// step that took 3 s there once failed one test, and with workers shared between files
// (isolate: false) its leftovers slowed the next files into a cascade of 19 failures. findBy*
// waits up to 8 s: a test that finds its text sooner still ends sooner, and speed is measured by
// the benches (npm run bench, bench:upcoming), not by these timeouts.
configure({ asyncUtilTimeout: 8_000 });

// A query that finds nothing builds an error with the whole document pretty-printed in it, and
// findBy* and waitFor query every 50 ms and on every DOM change until they find: in a CPU profile
// of the fault tests, printing documents no one reads took a tenth of the time. While waitFor
// polls (testing-library's own flag for its expensive diagnostics), the error says what was
// looked for; the error a test fails with still prints the document: waitFor's timeout asks for
// it again, outside the poll.
const describeWithDocument = getConfig().getElementError;
const isPolling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) => {
    if (!isPolling()) return describeWithDocument(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom has no layout: Fluent components that measure themselves only need the constructor.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// A failed read is attempted three times with SPEC §9's backoff (0.2 s, then 0.4 s, and jitter):
// over a hundred screen tests waited that out, a tenth of the suite, to show the same failure. Here
// the waits keep their order and their abort, a hundredth as long; the backoff's own tests
// (src/api/http-client.test.ts, retry-policy.test.ts) measure it with their own clock.
setRetryWait((ms, signal) => abortableSleep(ms / 100, signal));

// Every test file starts from the seeded database of this run (tests/setup/offline-db.global-setup.ts).
// Files share a worker's modules (isolate: false, vite.config.ts), so a later file reloads the snapshot
// over what the earlier ones wrote. Both catalogues go in the cache: screens render their texts on the
// first render, as after start-up.
provideCatalogues(PORTAL_CATALOGUES);
await Promise.all([
  isDatabaseStarted()
    ? resetDatabase()
    : startDatabase({ snapshot: readFileSync(inject('offlineDatabaseSnapshot'), 'utf8') }),
  preloadMessages(['en', 'fr'], CATALOGUE_AREAS),
]);
// Files in the node environment (multipart, scripts) have no window.
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
}

// Every test talks to the offline API through msw/node; a call no handler answers is a bug.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

// A console error in a test fails it: React warnings and failed renders must not go unnoticed.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  discardWaitingSnackbars();
  // The dialog queue is the module's, and test files share their worker's modules: a dialog a
  // test left open would show, modal, over every later screen of the worker.
  dismissAllDialogs();
  server.resetHandlers();
  clearFaults();
  resetAccessTokenProvider();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.join('\n---\n')}`);
  }
});
