import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import {
  OFFLINE_REGION,
  OFFLINE_USER_POOL_CLIENT_ID,
  OFFLINE_USER_POOL_ID,
} from '../../mocks/cognito/pool-config';
import type { BuiltChunk } from './bundle-composition';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The HTTP offline API the signed-in budgeted pages sign in against (ports 4180–4189 are the budget's). */
export const BUDGET_API_PORT = Number(process.env.BUDGET_API_PORT ?? 4189);
/** Another host than the page's (127.0.0.1), as a real backend is another origin. */
export const BUDGET_API_ORIGIN = `http://localhost:${BUDGET_API_PORT}`;

/**
 * The production build the budgets measure: a real backend's configuration, the HTTP offline
 * API and its Cognito emulator standing in for the backend and the user pool (the signed-in
 * pages sign in against them; the signed-out ones call nothing). Every VITE_ variable of the
 * docs/remote-mode.md is set (empty meaning "not set") so that a developer's .env.local cannot change what
 * is measured: process.env wins over .env files. With no identity pool and no stored tokens,
 * the app starts signed out without a network call.
 */
export const BUDGET_ENV: Record<string, string> = {
  VITE_API_BASE_URL: `${BUDGET_API_ORIGIN}/api`,
  VITE_OFFLINE: 'false',
  VITE_COGNITO_REGION: OFFLINE_REGION,
  VITE_COGNITO_USER_POOL_ID: OFFLINE_USER_POOL_ID,
  VITE_COGNITO_CLIENT_ID: OFFLINE_USER_POOL_CLIENT_ID,
  VITE_COGNITO_IDENTITY_POOL_ID: '',
  VITE_COGNITO_USER_POOL_ENDPOINT: `${BUDGET_API_ORIGIN}/cognito/user-pool`,
  VITE_COGNITO_IDENTITY_POOL_ENDPOINT: '',
  VITE_HOSTED_LOGOUT_URL: '',
  VITE_RELEASE: '',
  // Error reporting, analytics and flags off: they load after the first render when configured,
  // and a fake key would send the measure to the network (see the decision).
  VITE_SENTRY_DSN: '',
  VITE_SENTRY_TUNNEL: '',
  VITE_POSTHOG_KEY: '',
  VITE_POSTHOG_HOST: '',
  VITE_FLAGSMITH_ENVIRONMENT_ID: '',
  VITE_FLAGSMITH_API_URL: '',
};

/** Its own folder (dist/ is git-ignored), so that it never replaces a developer's dist/. */
export const BUDGET_OUT_DIR = resolve(ROOT, process.env.BUDGET_OUT_DIR ?? 'dist/budget');

/** Ports 4180–4189 are the budget's (the e2e server is on 5179). */
export const budgetPort = (fallback: number): number => Number(process.env.BUDGET_PORT ?? fallback);

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

/** Builds the production bundle into BUDGET_OUT_DIR; returns its chunks (for the composition). */
export const buildForBudget = async (): Promise<BuiltChunk[]> => {
  Object.assign(process.env, BUDGET_ENV);
  const result = await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: BUDGET_OUT_DIR, emptyOutDir: true, reportCompressedSize: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks: BuiltChunk[] = [];
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('Expected a finished build, got a watcher');
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      chunks.push({
        fileName: item.fileName,
        gzipBytes: gzipSync(item.code, { level: 9 }).byteLength,
        modules: Object.entries(item.modules).map(([id, module]) => ({
          id,
          renderedLength: module.renderedLength,
        })),
      });
    }
  }
  return chunks;
};

/** Serves BUDGET_OUT_DIR as production would (gzip, SPA fallback) with `vite preview`. */
export const serveBudgetBuild = async (
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> => {
  Object.assign(process.env, BUDGET_ENV);
  const server = await preview({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: BUDGET_OUT_DIR },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
};
