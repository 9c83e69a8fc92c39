import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { OFFLINE_API_PATH_PREFIXES } from '../../mocks/config';

/** Where MSW's client looks for its worker by default (`worker.start()` in mocks/browser.ts). */
export const OFFLINE_WORKER_FILENAME = 'mockServiceWorker.js';

/**
 * Sends everything but the offline API straight to the network, with the Service Worker Static
 * Routing API (Chromium 123 and later): the browser then never wakes the worker for the app's
 * chunks, its pages and the seeded database's files. Without it, MSW's worker answers each of
 * those requests itself, asks the page whether a handler wants it, and streams a copy of every
 * answer back to the page (10 MB of database on a page that reads the history). Browsers without
 * the API, or that refuse the rules, keep MSW's behaviour: the page passes those requests through
 * (mocks/browser.ts).
 */
const staticRoutes = (prefixes: readonly string[]): string => `
// The offline mode's own routes (scripts/offline/offline-worker-plugin.ts): only the offline API
// comes to this worker; the app's files and pages go to the network without it.
addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return
  var offlineApi = ${JSON.stringify(prefixes)}.map(function (prefix) {
    return { urlPattern: new URLPattern({ pathname: prefix + '*' }) }
  })
  try {
    event.waitUntil(
      event
        .addRoutes({ condition: { not: { or: offlineApi } }, source: 'network' })
        .catch(function () {}),
    )
  } catch (error) {}
})
`;

/** MSW's worker script as the package ships it, then the routes: MSW's integrity check still passes. */
export const offlineWorkerScript = (): string => {
  const mswWorker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return `${readFileSync(mswWorker, 'utf8')}\n${staticRoutes(OFFLINE_API_PATH_PREFIXES)}`;
};

/**
 * The offline mode's service worker: served by the development server and emitted with each build
 * of the offline mode, in place of MSW's own Vite plugin (`msw({ mode: 'worker-only' })`), which
 * serves the package's script unchanged.
 */
export const offlineWorkerPlugin = (): Plugin => {
  let workerPath = `/${OFFLINE_WORKER_FILENAME}`;
  return {
    name: 'offline-worker',
    configResolved(config) {
      workerPath = `${new URL(config.base, 'http://localhost').pathname}${OFFLINE_WORKER_FILENAME}`;
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: OFFLINE_WORKER_FILENAME, source: offlineWorkerScript() });
    },
    configureServer(server) {
      const script = offlineWorkerScript();
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== workerPath) {
          next();
          return;
        }
        response.writeHead(200, {
          'cache-control': 'no-cache',
          'content-type': 'application/javascript; charset=utf-8',
          'service-worker-allowed': '/',
        });
        response.end(script);
      });
    },
  };
};
