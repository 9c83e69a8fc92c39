import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Logger, Plugin, ResolvedConfig } from 'vite';
import { OFFLINE_TODAY_VARIABLE } from '../../mocks/db/seed-clock';

const VIRTUAL_ID = 'virtual:offline-db-snapshot';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@offline-db/snapshot.json';
/** Followed by `/<part id>.json`. */
const DEV_DEFERRED_PATH = '/@offline-db/deferred';

interface MadeSnapshot {
  text: string;
  /**
   * The parts of the deferred records by id (mocks/db/snapshot-split.ts), each in a file a page
   * asks for when a handler needs it.
   */
  deferredParts: Map<string, string>;
  /** When it was made, by the machine's clock: the dev server makes a fresh one past the hour. */
  madeAt: number;
}

/** Seeds the offline database in a Node process of its own (tsx resolves the `@/` paths) and returns its JSON. */
const buildSnapshot = async (root: string, logger: Logger): Promise<MadeSnapshot> => {
  const folder = await mkdtemp(join(tmpdir(), 'offline-db-'));
  try {
    const file = join(folder, 'snapshot.json');
    const deferredFolder = join(folder, 'deferred');
    const tsx = resolve(root, 'node_modules/.bin/tsx');
    const madeAt = Date.now();
    const { stdout } = await promisify(execFile)(
      tsx,
      ['scripts/offline/write-db-snapshot.ts', file, deferredFolder],
      { cwd: root },
    );
    const partFiles = (await readdir(deferredFolder)).filter((name) => name.endsWith('.json')).sort();
    const [text, ...partTexts] = await Promise.all([
      readFile(file, 'utf8'),
      ...partFiles.map((name) => readFile(join(deferredFolder, name), 'utf8')),
    ]);
    const deferredParts = new Map(
      partFiles.map((name, index) => [name.slice(0, -'.json'.length), partTexts[index]!]),
    );
    const deferredBytes = partTexts.reduce((sum, part) => sum + part.length, 0);
    const { seedMs, now } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      seedMs: number;
      now: string;
    };
    const pinned = process.env[OFFLINE_TODAY_VARIABLE] ? ` (${OFFLINE_TODAY_VARIABLE})` : '';
    logger.info(
      `offline database: ${(text.length / 1e6).toFixed(1)} MB and ${(deferredBytes / 1e6).toFixed(1)} MB deferred in ${deferredParts.size} parts, seeded in ${seedMs} ms, up to ${now}${pinned}`,
      { timestamp: true },
    );
    return { text, deferredParts, madeAt };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** Unless pinned, a snapshot older than this is made again: the data keeps running up to today. */
const FRESH_FOR_MS = 3_600_000;

/**
 * The offline mode's seeded database, made once in Node and fetched by the page
 * (`import snapshotUrl from 'virtual:offline-db-snapshot'`): a page load then parses JSON
 * instead of running faker for 28,000 records (docs/decisions/011-test-pipeline.md). It runs up
 * to the moment it was made, unless OFFLINE_TODAY pins it (docs/decisions/020-offline-today.md).
 * A build emits it as a hashed asset; the dev server makes it when it starts and again after a
 * change under mocks/ or src/.
 */
export const offlineDbPlugin = (): Plugin => {
  let config: ResolvedConfig;
  let assetUrl = '';
  let deferredAssetUrls: Record<string, string> = {};
  const devUrl = (path: string) => `${config.base.replace(/\/$/, '')}${path}`;
  const snapshotUrl = () => (config.command === 'build' ? assetUrl : devUrl(DEV_PATH));
  // The dev server seeds after the module graph starts: a part's address follows from its id.
  const deferredUrlCode = () =>
    config.command === 'build'
      ? `const urls = ${JSON.stringify(deferredAssetUrls)};
export const deferredUrl = (id) => urls[id];`
      : `export const deferredUrl = (id) => ${JSON.stringify(devUrl(`${DEV_DEFERRED_PATH}/`))} + encodeURIComponent(id) + '.json';`;
  return {
    name: 'offline-db-snapshot',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      const { text, deferredParts } = await buildSnapshot(config.root, config.logger);
      const emit = (name: string, source: string) => {
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
        const fileName = `${config.build.assetsDir}/${name}-${hash}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        return `${config.base}${fileName}`;
      };
      assetUrl = emit('offline-db', text);
      deferredAssetUrls = Object.fromEntries(
        [...deferredParts].map(([id, source]) => [id, emit(`offline-db-part-${id}`, source)]),
      );
    },
    // The page asks for the snapshot as soon as the HTML arrives, while the app's code downloads
    // and runs; `fetch(snapshotUrl)` in mocks/browser.ts then takes the preloaded answer.
    transformIndexHtml() {
      const attrs = { rel: 'preload', href: snapshotUrl(), as: 'fetch', crossorigin: '' };
      return [{ tag: 'link', attrs, injectTo: 'head' }];
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(snapshotUrl())};
${deferredUrlCode()}`;
    },
    configureServer(server) {
      const make = () => {
        const made = buildSnapshot(config.root, config.logger);
        made.catch(() => undefined); // reported to the page that asks for it
        return made;
      };
      let snapshot = make();
      let refreshing: Promise<MadeSnapshot> | undefined;
      const sources = [resolve(config.root, 'mocks'), resolve(config.root, 'src')];
      server.watcher.on('change', (file) => {
        if (sources.some((folder) => file.startsWith(folder))) snapshot = make();
      });
      // A part of the deferred records (it asks later, once, if at all): `/<part id>.json`.
      server.middlewares.use(DEV_DEFERRED_PATH, (request, response, next) => {
        const id = decodeURIComponent((request.url ?? '').replace(/^\//, '').replace(/\.json(\?.*)?$/, ''));
        snapshot.then(
          ({ deferredParts }) => {
            const part = deferredParts.get(id);
            if (part === undefined) return next();
            response.setHeader('content-type', 'application/json');
            response.setHeader('cache-control', 'no-store');
            response.end(part);
          },
          (error: unknown) => next(error),
        );
      });
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        snapshot.then(
          ({ text, madeAt }) => {
            // A dev server left running for days: this page gets the snapshot it has, the next
            // one a snapshot up to the new now (seeding takes seconds; no page waits for it).
            const stale = !process.env[OFFLINE_TODAY_VARIABLE] && Date.now() - madeAt > FRESH_FOR_MS;
            if (stale && !refreshing) {
              const fresh = make();
              refreshing = fresh;
              fresh
                .then(
                  () => (snapshot = fresh),
                  () => undefined,
                )
                .finally(() => (refreshing = undefined));
            }
            response.setHeader('content-type', 'application/json');
            response.setHeader('cache-control', 'no-store');
            response.end(text);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
};
