// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlineWorkerScript } from './offline-worker-plugin';

interface RouterCondition {
  urlPattern?: URLPattern;
  or?: RouterCondition[];
  not?: RouterCondition;
}
interface RouterRule {
  condition: RouterCondition;
  source: string;
}

const matches = (condition: RouterCondition, url: string): boolean => {
  if (condition.not) return !matches(condition.not, url);
  if (condition.or) return condition.or.some((each) => matches(each, url));
  return condition.urlPattern?.test(url) ?? false;
};

/** Runs the worker's script in a stand-in of a service worker's scope; `install` as Chromium would send it. */
const install = (addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>) => {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const waited: Promise<unknown>[] = [];
  const scope = {
    URLPattern,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      (listeners[type] ??= []).push(listener);
    },
    self: { registration: { scope: 'http://localhost:5173/' }, skipWaiting: () => undefined, clients: {} },
    // MSW's worker looks for the pages it served before the browser stopped it: none here.
    caches: { open: () => Promise.resolve({ match: () => Promise.resolve(undefined) }) },
  };
  runInNewContext(offlineWorkerScript(), scope);
  for (const listener of listeners.install ?? [])
    listener({ addRoutes, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
  return Promise.all(waited);
};

describe("the offline mode's service worker", () => {
  it("is MSW's worker unchanged, then the routes: MSW's integrity check of its worker still passes", () => {
    const msw = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
    expect(offlineWorkerScript().startsWith(msw)).toBe(true);
  });

  it('sends the app’s files, its pages and the seeded database to the network, and only the offline API to MSW', async () => {
    const rules: RouterRule[] = [];
    await install((added) => {
      rules.push(...(Array.isArray(added) ? added : [added]));
      return Promise.resolve();
    });
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule?.source).toBe('network');
    const toNetwork = (path: string) => matches(rule!.condition, `http://localhost:5173${path}`);
    for (const path of [
      '/assets/main-CsIz2SbY.js',
      '/assets/offline-db-part-d8b155ee-e79e-4a18-974c-4dec0daca305-older-e52e63205f.json',
      '/communications/history?lang=fr',
      '/src/api/http-client.ts',
      '/@offline-db/deferred/d8b155ee-e79e-4a18-974c-4dec0daca305-recent.json',
      '/confirmation.html',
      '/preferences.html',
    ])
      expect(toNetwork(path), path).toBe(true);
    for (const path of [
      '/api/practices/d8b155ee-e79e-4a18-974c-4dec0daca305/communication/history?page=2',
      '/cognito/user-pool',
      '/__telemetry/sentry',
    ])
      expect(toNetwork(path), path).toBe(false);
  });

  it('installs as before where the browser has no static routes, or refuses them', async () => {
    await expect(install()).resolves.toBeDefined();
    await expect(install(() => Promise.reject(new TypeError('unsupported condition')))).resolves.toEqual([
      undefined,
    ]);
  });
});
