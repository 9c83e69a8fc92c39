import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** axios's fetch adapter, which its adapter table imports whether or not an instance uses it. */
const FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
/** What the adapter table reads of it (lib/adapters/adapters.js: `fetch: { get: getFetch }`). */
const EXPORTS = ['export const getFetch =', 'export default adapter;'];

/** `false`: "not supported by the environment", should anything ask axios for its fetch adapter. */
const WITHOUT_FETCH = `// Left out of the portal's builds (scripts/axios/xhr-only-plugin.ts): its instance sends on XHR.
export const getFetch = () => false;
export default false;
`;

/** Where the installed axios keeps its fetch adapter (tests read the real one). */
export const axiosFetchAdapterFile = (): string =>
  resolve(dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib/adapters/fetch.js');

/**
 * The module that replaces axios's fetch adapter, or undefined for any other module. Throws when
 * the adapter no longer exports what the table reads, so that an upgrade that changes it stops
 * the build instead of leaving axios without an adapter it expects.
 */
export const withoutFetchAdapter = (
  id: string,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string | undefined => {
  if (!FETCH_ADAPTER.test(id)) return undefined;
  const code = read(id);
  if (!EXPORTS.every((line) => code.includes(line))) {
    throw new Error(
      `${id} no longer exports what scripts/axios/xhr-only-plugin.ts replaces: check the axios upgrade.`,
    );
  }
  return WITHOUT_FETCH;
};

/**
 * The HTTP client's axios instance sends on XMLHttpRequest (`adapter: 'xhr'`, for the upload's
 * progress: src/api/axios-instance.ts), yet axios's adapter table imports the fetch adapter too,
 * some 4 KB gzip on every signed-in page that nothing runs. The builds and the dev server's
 * pre-bundled axios get a module without it, as axios's own `browser` field already leaves out
 * its Node adapter (docs/decisions/049-axios-transport.md).
 */
export const axiosXhrOnlyPlugin = (): Plugin => ({
  name: 'dental-portal:axios-xhr-only',
  enforce: 'pre',
  load(id) {
    return withoutFetchAdapter(id.split('?')[0] ?? id) ?? null;
  },
});
