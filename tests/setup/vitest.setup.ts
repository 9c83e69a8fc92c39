import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startDatabase } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { resetAccessTokenProvider } from '@/api/access-token';
import { preloadMessages } from '@/i18n/messages';

// jsdom has no layout: Fluent components that measure themselves only need the constructor.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Every test talks to the offline API through msw/node; a call no handler answers is a bug.
beforeAll(async () => {
  // Both catalogues in the cache: screens render their texts on the first render, as after start-up.
  await preloadMessages(['en', 'fr']);
  await startDatabase();
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
  server.resetHandlers();
  resetAccessTokenProvider();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.join('\n---\n')}`);
  }
});
