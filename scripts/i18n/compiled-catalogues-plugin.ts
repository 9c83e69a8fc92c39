import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_AREAS, areaOfMessage } from '../../src/i18n/catalogue-areas';
import { compileCatalogue } from './compile-catalogue.js';

/** `../../lang/fr.json?compiled` (Vite may add its own query parameters, e.g. `?import`). */
const COMPILED_IMPORT = /^(?<file>[^?]*\/lang\/[a-z]{2}\.json)\?(?:[^#]*&)?compiled(?:&|$)/;
const AREA_PARAM = /[?&]area=(?<area>[A-Za-z]+)/;
const CATALOGUE_FILE = /\/lang\/[a-z]{2}\.json$/;
// A virtual JavaScript id (`\0compiled-catalogue:/…/lang/fr.json.js`), so that neither Vite's JSON
// plugin nor its `?import` handling of other file types touches the compiled module.
const VIRTUAL_PREFIX = '\0compiled-catalogue:';
const virtualId = (file: string, area = 'all') => `${VIRTUAL_PREFIX}${file}.${area}.js`;

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
      const area = AREA_PARAM.exec(source)?.groups?.area;
      return virtualId(
        file.startsWith('/') && !file.startsWith(root) ? resolve(root, `.${file}`) : resolve(base, file),
        area,
      );
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const [, file = '', area = 'all'] =
        /^(.*)\.([A-Za-z]+)\.js(?:\?.*)?$/.exec(id.slice(VIRTUAL_PREFIX.length)) ?? [];
      this.addWatchFile(file);
      const hash = createHash('sha1').update(readFileSync(file)).digest('hex');
      const cached = cache.get(`${file}/${area}`);
      if (cached?.hash === hash) return cached.code;
      const compiled = JSON.parse(compileCatalogue(file, root)) as Record<string, unknown>;
      const part =
        area === 'all'
          ? compiled
          : Object.fromEntries(Object.entries(compiled).filter(([id]) => areaOfMessage(id) === area));
      // JSON.parse of a string literal is faster for the browser than the same object literal.
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
      cache.set(`${file}/${area}`, { hash, code });
      return code;
    },
    handleHotUpdate({ file, server }) {
      if (!CATALOGUE_FILE.test(file)) return;
      for (const area of ['all', ...CATALOGUE_AREAS]) {
        const compiled = server.moduleGraph.getModuleById(virtualId(file, area));
        if (compiled) server.moduleGraph.invalidateModule(compiled);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
};
