/**
 * What the browser suite runs against: a production build of the offline mode, made once per run
 * and served by `vite preview` (static files, index.html for every route). A dev server compiles
 * modules on demand and took 27–60 s a journey on 2 cores; a build loads in well under a second.
 *   tsx scripts/e2e/serve-offline-build.ts [--port 5179] [--no-build]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import { pinOfflineToday } from '../offline/pinned-today';
import { uncompressedPreview } from './uncompressed-preview';

const ROOT = resolve(import.meta.dirname, '../..');
// The journeys and the screenshots expect the same records on every run: the data stops at a fixed day.
const today = pinOfflineToday();
// One folder per port: two runs side by side (another port) must not overwrite each other's build.
const port = process.env.E2E_PORT ?? '5179';
export const E2E_OUT_DIR = resolve(ROOT, port === '5179' ? 'dist/e2e' : `dist/e2e-${port}`);

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_PORT ?? '5179' },
    'no-build': { type: 'boolean' },
  },
});

if (!values['no-build']) {
  const started = performance.now();
  await build({
    root: ROOT,
    mode: 'offline',
    logLevel: 'warn',
    build: { outDir: E2E_OUT_DIR, emptyOutDir: true },
  });
  console.log(
    `offline build in ${((performance.now() - started) / 1000).toFixed(1)} s → ${E2E_OUT_DIR}, data up to ${today}`,
  );
}

const server = await preview({
  root: ROOT,
  mode: 'offline',
  build: { outDir: E2E_OUT_DIR },
  plugins: [uncompressedPreview()],
  preview: { port: Number(values.port), strictPort: true, host: 'localhost' },
});
server.printUrls();
