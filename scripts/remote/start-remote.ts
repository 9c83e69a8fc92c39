/**
 * The remote mode (docs/remote-mode.md): the production build in a browser against the
 * offline API served over HTTP on another origin, with real CORS, bearer headers and Amplify
 * talking to the user-pool endpoint over the network.
 *   npm run start:remote [-- --no-build]    # page http://localhost:5174, API http://127.0.0.1:4010
 * REMOTE_PORT and MOCK_PORT change the ports. The Playwright project `remote` runs it too.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import { offlineDataModeFromEnv } from '../../mocks/offline-data-mode';
import { startMockServer } from '../../mocks/server';
import { uncompressedPreview } from '../e2e/uncompressed-preview';
import { pinOfflineToday } from '../offline/pinned-today';
import { DEFAULT_REMOTE_PORTS, remoteBuildEnv, remoteOrigins } from './remote-env';

const ROOT = resolve(import.meta.dirname, '../..');
export const REMOTE_OUT_DIR = resolve(ROOT, 'dist/remote');

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

const ports = DEFAULT_REMOTE_PORTS;
const origins = remoteOrigins(ports);
// The remote journeys expect the records of a fixed day (OFFLINE_TODAY=today for the real one).
pinOfflineToday();
// process.env wins over .env files: the build and the preview see exactly this environment.
Object.assign(process.env, remoteBuildEnv(ports));

if (!values['no-build']) {
  const started = performance.now();
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: REMOTE_OUT_DIR, emptyOutDir: true },
  });
  console.log(
    `production build in ${((performance.now() - started) / 1000).toFixed(1)} s → ${REMOTE_OUT_DIR}`,
  );
}

await startMockServer(ports.api, { allowedOrigins: [origins.app], mode: offlineDataModeFromEnv() });
const page = await preview({
  root: ROOT,
  mode: 'production',
  build: { outDir: REMOTE_OUT_DIR },
  plugins: [uncompressedPreview()],
  preview: { port: ports.app, strictPort: true, host: 'localhost' },
});
console.log(`Offline API (HTTP) on ${origins.api}/api, the Cognito emulator on ${origins.api}/cognito`);
page.printUrls();
console.log('Demo accounts as in the offline mode (README). Stop with Ctrl+C.');
