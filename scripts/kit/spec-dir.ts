import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The folder of contracts a path names: the folder itself when it holds common.yaml, else its
 * `openapi/` (a checkout of a repository) or `dist/openapi/` (an installed kit). So `--base`
 * takes a checkout of main, a spec folder or `node_modules/@dental-portal/contracts` alike.
 */
export const resolveSpecDir = (path: string): string | undefined =>
  [path, join(path, 'openapi'), join(path, 'dist', 'openapi')]
    .map((candidate) => resolve(candidate))
    .find((candidate) => existsSync(join(candidate, 'common.yaml')));
