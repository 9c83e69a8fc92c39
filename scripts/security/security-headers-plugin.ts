import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { AppEnv } from '../../src/config/env-schema';
import { headersFile, nginxSnippet, securityHeaders, type SecurityHeaders } from './security-headers';

/** Written beside index.html: what `vite preview` sends, and what a deployment should send. */
export const HEADERS_JSON = 'security-headers.json';

interface HeadersManifest {
  assetsDir: string;
  headers: SecurityHeaders;
}

const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/**
 * Production builds get their security headers (docs/decisions/012-security-headers.md):
 * `security-headers.json`, `_headers` (Netlify, Cloudflare Pages) and `nginx-security-headers.conf`
 * are written with the build, from the environment it was checked with, and `vite preview` serves
 * them, so the browser tests run under the policy a deployment sends. The source maps leave the
 * served folder for `<outDir>-sourcemaps/` (docs/deployment.md, "Source maps").
 */
export const securityHeadersPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'dental-portal:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const inlined: unknown = config.define?.__APP_ENV__;
      if (typeof inlined !== 'string') throw new Error('The checked environment (__APP_ENV__) is missing');
      const headers = securityHeaders(JSON.parse(inlined) as AppEnv);
      const { assetsDir } = config.build;
      const manifest: HeadersManifest = { assetsDir, headers };
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_JSON,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers, assetsDir) });
      this.emitFile({
        type: 'asset',
        fileName: 'nginx-security-headers.conf',
        source: nginxSnippet(headers, assetsDir),
      });
    },
    // Hidden source maps (build.sourcemap: 'hidden') are not referenced; moving them out of the
    // folder that gets deployed makes sure they are not served either.
    closeBundle() {
      if (config.command !== 'build') return;
      const outDir = resolve(config.root, config.build.outDir);
      if (!existsSync(outDir)) return;
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of walk(outDir).filter((path) => path.endsWith('.map'))) {
        const target = join(mapsDir, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
    configurePreviewServer(server) {
      const file = resolve(config.root, config.build.outDir, HEADERS_JSON);
      if (!existsSync(file)) return;
      const { assetsDir, headers } = JSON.parse(readFileSync(file, 'utf8')) as HeadersManifest;
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const specific = path.startsWith(`/${assetsDir}/`) ? headers.assets : headers.document;
        for (const [name, value] of Object.entries({ ...headers.all, ...specific }))
          response.setHeader(name, value);
        next();
      });
    },
  };
};
