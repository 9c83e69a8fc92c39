import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';

// The build the suite's server made (scripts/e2e/serve-offline-build.ts): one folder per port.
const E2E_PORT = process.env.E2E_PORT ?? '5179';
const SUITE_BUILD = resolve(
  import.meta.dirname,
  '../../../dist',
  E2E_PORT === '5179' ? 'e2e' : `e2e-${E2E_PORT}`,
);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The public pages that are documents of their own (decision 014): /confirmation → confirmation.html. */
const PUBLIC_PAGES = ['confirmation', 'preferences'];

/** A host that deploys by replacing the folder: what is not in it now is a 404. */
export interface ReleaseHost {
  url: string;
  folder: string;
  close: () => Promise<void>;
}

/**
 * A copy of the suite's offline build, served as a static host serves a single-page app: the
 * files that exist, index.html for an address without an extension, a 404 for a missing file.
 * Each journey gets its own copy, which deployRelease changes under the open tab.
 */
export const startReleaseHost = async (): Promise<ReleaseHost> => {
  const folder = mkdtempSync(join(tmpdir(), 'release-host-'));
  cpSync(SUITE_BUILD, folder, { recursive: true });
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    let file = resolve(folder, `.${path}`);
    const exists = file.startsWith(folder) && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (!exists) {
      if (extname(path)) {
        response.writeHead(404).end();
        return;
      }
      const page = PUBLIC_PAGES.find((name) => path.startsWith(`/${name}`));
      file = join(folder, page ? `${page}.html` : 'index.html');
    }
    const hashed = path.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    folder,
    close: async () => {
      await new Promise((done) => server.close(done));
      rmSync(folder, { recursive: true, force: true });
    },
  };
};

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/**
 * Deploys "the next release" into the host's folder as a host that replaces the folder does: every
 * hashed file gets a new name (the code that refers to it follows), the old names are gone, and
 * index.html and version.json carry a new build id. The code is the same: a second build per
 * journey would cost a minute for nothing the journeys look at. Returns the new build id.
 */
export const deployRelease = (host: ReleaseHost, buildId: string): string => {
  const assets = join(host.folder, 'assets');
  const renamed = new Map(
    readdirSync(assets).map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, `-next$1`)] as const),
  );
  const pattern = new RegExp(
    [...renamed.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  for (const file of filesUnder(host.folder)) {
    if (!['.js', '.html', '.css'].includes(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    const next = text
      .replace(pattern, (name) => renamed.get(name) ?? name)
      .replace(/<meta name="build-id" content="[^"]*"/, `<meta name="build-id" content="${buildId}"`);
    if (next !== text) writeFileSync(file, next);
  }
  for (const [name, next] of renamed) renameSync(join(assets, name), join(assets, next));
  writeFileSync(join(host.folder, 'version.json'), `${JSON.stringify({ buildId })}\n`);
  return buildId;
};
