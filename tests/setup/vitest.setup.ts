import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { isDatabaseStarted, resetDatabase, startDatabase } from '../../mocks/db/database';
import { clearFaults } from '../../mocks/faults/fault-table';
import { server } from '../../mocks/node';
import { resetAccessTokenProvider } from '@/api/access-token';
import { dismissAllDialogs } from '@/components/feedback/dialog-store';
import { discardWaitingSnackbars } from '@/components/feedback/snackbar-store';
import { CATALOGUE_AREAS } from '@/i18n/catalogue-areas';
import { preloadMessages } from '@/i18n/messages';

// A screen's answer goes through the offline API, react-query and a render: well under a second
// alone, but CI runs the files two at a time on two cores, on a runner other jobs may share. A
// step that took 3 s there once failed one test, and with workers shared between files
// (isolate: false) its leftovers slowed the next files into a cascade of 19 failures. findBy*
// waits up to 8 s: a test that finds its text sooner still ends sooner, and speed is measured by
// the benches (npm run bench, bench:upcoming), not by these timeouts.
configure({ asyncUtilTimeout: 8_000 });

// jsdom has no layout: Fluent components that measure themselves only need the constructor.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Every test file starts from the seeded database of this run (tests/setup/offline-db.global-setup.ts).
// Files share a worker's modules (isolate: false, vite.config.ts), so a later file reloads the snapshot
// over what the earlier ones wrote. Both catalogues go in the cache: screens render their texts on the
// first render, as after start-up.
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
