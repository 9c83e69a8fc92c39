/**
 * What the kit's commands share once installed: they sit in dist/bin/ of the package, the
 * contracts in dist/openapi/, the version in package.json.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const kitSpecDir = (): string => join(packageDir, 'dist', 'openapi');

const kitPackage = (): { name: string; version: string } =>
  JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };

/**
 * Runs a command with the process's arguments and exits with its code. `--version` prints the
 * kit's name and version (the version of the contracts it carries); an unexpected error exits 3,
 * apart from 1 (the check found problems) and 2 (wrong arguments).
 */
export const runKitCommand = async (run: (args: string[]) => number | Promise<number>): Promise<never> => {
  const args = process.argv.slice(2);
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
    const { name, version } = kitPackage();
    console.log(`${name} ${version}`);
    process.exit(0);
  }
  try {
    process.exit(await run(args));
  } catch (error) {
    console.error(error);
    process.exit(3);
  }
};
