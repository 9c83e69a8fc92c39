import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface UnusedPart {
  /** The module of axios that the builds replace. */
  file: RegExp;
  /** What the rest of axios reads of it: the build stops if an upgrade changes that. */
  expects: readonly string[];
  /** Its replacement. */
  code: string;
}

/** The parts of axios the portal never runs, which axios imports whether or not they are used. */
const UNUSED_PARTS: readonly UnusedPart[] = [
  {
    // The adapter table (lib/adapters/adapters.js: `fetch: { get: getFetch }`) imports it; the
    // instance sends on XHR. `false`: "not supported by the environment", should anything ask.
    file: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    expects: ['export const getFetch =', 'export default adapter;'],
    code: `// Left out of the portal's builds (scripts/axios/unused-parts-plugin.ts): its instance sends on XHR.
export const getFetch = () => false;
export default false;
`,
  },
  {
    // `axios.HttpStatusCode`, a table of names for the statuses, which lib/axios.js only attaches:
    // the portal reads statuses as numbers (src/api/to-api-error.ts). Empty in its builds.
    file: /[\\/]axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/,
    expects: ['const HttpStatusCode = {', 'export default HttpStatusCode;'],
    code: `// Left out of the portal's builds (scripts/axios/unused-parts-plugin.ts): no status is read by name.
export default Object.freeze({});
`,
  },
];

/** Where the installed axios keeps one of its modules (tests read the real ones). */
export const axiosFile = (path: string): string =>
  resolve(dirname(createRequire(import.meta.url).resolve('axios/package.json')), path);

/**
 * The module that replaces an unused part of axios, or undefined for any other module. Throws when
 * the part no longer looks as the rest of axios expects, so that an upgrade that changes it stops
 * the build instead of leaving axios without something it reads.
 */
export const withoutUnusedPart = (
  id: string,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string | undefined => {
  const part = UNUSED_PARTS.find(({ file }) => file.test(id));
  if (!part) return undefined;
  const code = read(id);
  if (!part.expects.every((line) => code.includes(line))) {
    throw new Error(
      `${id} no longer looks as scripts/axios/unused-parts-plugin.ts expects: check the axios upgrade.`,
    );
  }
  return part.code;
};

/**
 * The builds and the dev server's pre-bundled axios without the parts the portal never runs: the
 * fetch adapter (the instance sends on XMLHttpRequest, `adapter: 'xhr'`, for the upload's
 * progress: src/api/axios-instance.ts) and the table of status names, some 5 KB gzip on every
 * signed-in page together. axios's own `browser` field leaves out its Node adapter the same way
 * (docs/decisions/049-axios-transport.md).
 */
export const axiosUnusedPartsPlugin = (): Plugin => ({
  name: 'dental-portal:axios-unused-parts',
  enforce: 'pre',
  load(id) {
    return withoutUnusedPart(id.split('?')[0] ?? id) ?? null;
  },
});
