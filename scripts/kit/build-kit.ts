/**
 * Builds the backend team's kit (kit/README.md) and packs it into a tarball:
 *   npm run kit:build [-- --out DIR]     # prints the tarball's path (DIR: kit/dist by default)
 * Each command is bundled with everything it imports (zod, the generated schemas, yaml,
 * openapi-diff) into one ESM file, so the package has no dependency to download; the contracts
 * and redocly.yaml are copied beside. The logic stays in scripts/contract/ and scripts/kit/: the
 * kit carries a build of it, never a copy. The package is assembled in a temporary folder, so
 * that the working tree only ever gets the tarball (no bundle for lint or prettier to read).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { openapiDir, rootDir } from '../../mocks/contract/spec-files';

export const KIT_DIR = join(rootDir, 'kit');
export const DEFAULT_PACK_DIR = join(KIT_DIR, 'dist');

/** The package's commands (kit/package.json `bin`), by the name of their bundle. */
const ENTRIES = {
  verify: 'scripts/kit/bin/verify.ts',
  lint: 'scripts/kit/bin/lint.ts',
  breaking: 'scripts/kit/bin/breaking.ts',
};

/**
 * The CommonJS packages inside the bundles (openapi-diff and its dependencies) call `require`,
 * which an ES module lacks; `import.meta.dirname` appeared in Node 20.11 and the kit supports
 * every Node 20, so it is replaced by a value computed here.
 */
const BANNER = [
  '#!/usr/bin/env node',
  "import { createRequire as __kitCreateRequire } from 'node:module';",
  "import { dirname as __kitDirnameOf } from 'node:path';",
  "import { fileURLToPath as __kitFileUrlToPath } from 'node:url';",
  'const require = __kitCreateRequire(import.meta.url);',
  'const __kit_dirname = __kitDirnameOf(__kitFileUrlToPath(import.meta.url));',
].join('\n');

/**
 * Assembles the package in `stageDir`: kit/'s package.json, README.md and ci/, then dist/bin/
 * (the bundled commands), dist/openapi/ (the contracts) and dist/redocly.yaml.
 */
export const stageKit = async (stageDir: string): Promise<void> => {
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(stageDir, { recursive: true });
  for (const entry of ['package.json', 'README.md', 'ci'])
    cpSync(join(KIT_DIR, entry), join(stageDir, entry), { recursive: true });
  const bin = join(stageDir, 'dist', 'bin');
  await build({
    absWorkingDir: rootDir,
    entryPoints: ENTRIES,
    outdir: bin,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: BANNER },
    define: { 'import.meta.dirname': '__kit_dirname' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const file of readdirSync(bin)) chmodSync(join(bin, file), 0o755);
  cpSync(openapiDir, join(stageDir, 'dist', 'openapi'), { recursive: true });
  copyFileSync(join(rootDir, 'redocly.yaml'), join(stageDir, 'dist', 'redocly.yaml'));
};

/** Packs the package of `stageDir` with npm pack into `outDir`; returns the tarball's path. */
export const packKit = (stageDir: string, outDir: string): string => {
  mkdirSync(outDir, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--silent', '--pack-destination', outDir],
    { cwd: stageDir, encoding: 'utf8' },
  );
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack wrote no tarball: ${output}`);
  return join(outDir, packed.filename);
};

/** Builds and packs the kit into `outDir`; returns the tarball's path. */
export const buildKit = async (outDir: string): Promise<string> => {
  const stageDir = mkdtempSync(join(tmpdir(), 'contract-kit-package-'));
  try {
    await stageKit(stageDir);
    return packKit(stageDir, outDir);
  } finally {
    rmSync(stageDir, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith('build-kit.ts')) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  console.log(await buildKit(values.out ? resolve(values.out) : DEFAULT_PACK_DIR));
}
