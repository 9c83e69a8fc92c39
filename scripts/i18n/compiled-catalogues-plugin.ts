import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue } from './compile-catalogue.js';

/** `../../lang/fr.json?compiled` (Vite may add its own query parameters, e.g. `?import`). */
const COMPILED_IMPORT = /^(?<file>[^?]*\/lang\/[a-z]{2}\.json)\?(?:[^#]*&)?compiled(?:&|$)/;
const CATALOGUE_FILE = /\/lang\/[a-z]{2}\.json$/;
// A virtual JavaScript id (`\0compiled-catalogue:/…/lang/fr.json.js`), so that neither Vite's JSON
// plugin nor its `?import` handling of other file types touches the compiled module.
const VIRTUAL_PREFIX = '\0compiled-catalogue:';
const virtualId = (file: string) => `${VIRTUAL_PREFIX}${file}.js`;

/**
 * Compiles a catalogue when the app imports it with `?compiled`: `npm start`, `npm run build` and
 * vitest all get compiled messages with no generated file to forget (docs/decisions/007).
 */
export const compiledCatalogues = (): Plugin => {
  const cache = new Map<string, { hash: string; code: string }>();
  let root = process.cwd();
  return {
    name: 'dental-portal:compiled-catalogues',
    enforce: 'pre',
    config(config, { command }) {
      if (command !== 'build') return;
      // Every message reaches the bundle compiled, so react-intl never parses one: the parser's
      // no-op twin saves ~10 KB gzip on every page. Tests and `npm start` keep the real parser
      // (a message not yet extracted still shows its defaultMessage, formatted).
      const fromRoot = createRequire(join(config.root ?? process.cwd(), 'package.json'));
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: fromRoot.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
          ],
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const file = COMPILED_IMPORT.exec(source)?.groups?.file;
      if (!file) return null;
      const base = importer ? resolve(importer.replace(/\?.*$/, ''), '..') : root;
      return virtualId(
        file.startsWith('/') && !file.startsWith(root) ? resolve(root, `.${file}`) : resolve(base, file),
      );
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length).replace(/\.js(\?.*)?$/, '');
      this.addWatchFile(file);
      const hash = createHash('sha1').update(readFileSync(file)).digest('hex');
      const cached = cache.get(file);
      if (cached?.hash === hash) return cached.code;
      // JSON.parse of a string literal is faster for the browser than the same object literal.
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(compileCatalogue(file, root))))});`;
      cache.set(file, { hash, code });
      return code;
    },
    handleHotUpdate({ file, server }) {
      if (!CATALOGUE_FILE.test(file)) return;
      const compiled = server.moduleGraph.getModuleById(virtualId(file));
      if (compiled) server.moduleGraph.invalidateModule(compiled);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
};
