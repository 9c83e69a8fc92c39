import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';

/** Written beside index.html by every build: what an open tab compares with its own build. */
export const VERSION_FILE = 'version.json';

/** The meta element of index.html that tells the page which build it is. */
export const BUILD_ID_META = 'build-id';

export interface VersionFile {
  buildId: string;
}

/**
 * A build's id: BUILD_ID when the pipeline gives one (a commit, a release number), else a hash of
 * the names of the files the build wrote. Those names carry their content's hash, so two builds of
 * the same code get the same id, and any change of code gets another.
 */
export const buildIdOf = (fileNames: readonly string[], given = process.env.BUILD_ID): string => {
  if (given) return given;
  const hash = createHash('sha256');
  for (const name of [...fileNames].sort()) hash.update(`${name}\n`);
  return hash.digest('hex').slice(0, 16);
};

/** index.html with the build's id in a meta element of its head. */
export const withBuildIdMeta = (html: string, buildId: string): string =>
  html.replace('</head>', `  <meta name="${BUILD_ID_META}" content="${buildId}" />\n  </head>`);

/**
 * Each build writes `version.json` ({ "buildId": … }) and puts the same id in index.html: a tab
 * left open compares the two when it regains focus or moves to another screen, and offers the new
 * release (src/lib/release/). Neither file is cached (the document headers of decision 012).
 * The id is not compiled into the scripts: it would change every chunk's hash at every build.
 */
export const versionFilePlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'dental-portal:version-file',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.command !== 'build' || config.build.ssr) return;
      const scripts = Object.values(bundle)
        .filter((file) => file.type === 'chunk' || file.fileName.endsWith('.css'))
        .map((file) => file.fileName);
      const buildId = buildIdOf(scripts);
      const page = bundle['index.html'];
      if (page?.type === 'asset' && typeof page.source === 'string') {
        page.source = withBuildIdMeta(page.source, buildId);
      }
      const version: VersionFile = { buildId };
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify(version)}\n` });
    },
  };
};
