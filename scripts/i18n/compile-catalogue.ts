import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * `formatjs compile --ast` on one catalogue, as JSON text. The CLI is the same one that extracts,
 * so the catalogues are validated by one ICU parser; `--ast` lets the bundle skip the parser's
 * work at run time. Compilation fails (throws) on a malformed message.
 */
export const compileCatalogue = (file: string, root = process.cwd()): string =>
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/@formatjs/cli/bin/formatjs'), 'compile', file, '--ast'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
