/**
 * `npm run test:kit`: the backend team's kit as they get it. Builds and packs kit/, installs the
 * tarball into an empty folder with `npm install --offline` (which works only because the kit has
 * no dependency to download), starts the offline API over HTTP on a free port and runs the
 * installed commands as kit/ci/backend-contracts.yml does, on the machine's own Node (20 in CI)
 * when it has one: contract-verify with writes and error answers against the API (all must pass,
 * and the API's data must be as the run found it), then against the same API behind a proxy that
 * makes it drift in each way the kit must report (drift-proxy.ts: any drift unreported fails);
 * contract-breaking and contract-lint on the kit's contracts and on copies broken on purpose.
 * Writes reports/kit-junit.xml (a case a check, and one a check of contract-verify), prints a
 * table, exits 1 when a check fails. The temporary folder, the proxy and the server go in every case.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openapiDir, rootDir } from '../../mocks/contract/spec-files';
import { buildKit, KIT_DIR } from './build-kit';
import { check, checks, expectExit, kitNode, kitNodeVersion, run } from './kit-checks';
import { kitJUnit, kitTable } from './kit-report';
import { verifyChecks } from './kit-verify-checks';

const REPORT = join(rootDir, 'reports', 'kit-junit.xml');

/** Every contract of openapi/ (common.yaml included) is in the kit: a new group adds one. */
const CONTRACT_FILES = readdirSync(openapiDir).filter((name) => name.endsWith('.yaml')).length;

/** A copy of the installed kit's contracts with one edit, for the checks that must fail. */
const brokenCopy = (from: string, to: string, file: string, before: string, after: string) => {
  cpSync(from, to, { recursive: true });
  const text = readFileSync(join(to, file), 'utf8');
  if (!text.includes(before)) throw new Error(`${file} no longer contains ${before}`);
  writeFileSync(join(to, file), text.replace(before, after));
  return to;
};

const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'contract-kit-'));
const app = join(work, 'backend');
const kit = join(app, 'node_modules', '@dental-portal', 'contracts');
const bin = (name: string) => join(app, 'node_modules', '.bin', name);
/** An installed command, run by the machine's Node. */
const command = (name: string, args: string[]) => run(kitNode, [bin(name), ...args], app);
try {
  let tarball = '';
  const packed = await check('the kit builds and packs (npm pack)', async () => {
    tarball = await buildKit(join(work, 'pack'));
    return undefined;
  });
  const installed =
    packed &&
    (await check('the tarball installs offline into an empty folder, with no dependency', async () => {
      mkdirSync(app);
      writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'backend-ci', private: true }));
      const install = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], app);
      if (install.code !== 0) return expectExit(install, 0);
      const packages = readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'));
      return packages.join() === '@dental-portal' ? undefined : `node_modules holds ${packages.join(', ')}`;
    }));
  if (installed) {
    const { version } = JSON.parse(readFileSync(join(KIT_DIR, 'package.json'), 'utf8')) as {
      version: string;
    };
    await check('contract-verify --version prints the kit version', async () =>
      expectExit(await command('contract-verify', ['--version']), 0, new RegExp(` ${version}\\n`)),
    );
    await check('contract-verify without --base-url exits 2', async () =>
      expectExit(await command('contract-verify', []), 2, /Usage: contract-verify --base-url/),
    );

    await check(`the installed commands run on the machine's Node (${kitNodeVersion})`, async () =>
      expectExit(await command('contract-lint', ['--version']), 0),
    );
    await verifyChecks((args) => command('contract-verify', args), work);
    await check('contract-breaking of the contracts against themselves exits 0', async () =>
      expectExit(await command('contract-breaking', ['--base', kit]), 0, /No breaking change/),
    );
    await check('contract-breaking of a removed operation exits 1', async () => {
      const removed = brokenCopy(
        join(kit, 'dist', 'openapi'),
        join(work, 'removed'),
        'administration.yaml',
        '  /administration/deploymentGroups:\n',
        '  /administration/deploymentGroupsRenamed:\n',
      );
      const args = ['--base', kit, '--head', removed];
      return expectExit(await command('contract-breaking', args), 1, /path\.remove/);
    });

    await check("contract-lint of the kit's contracts exits 0", async () =>
      expectExit(await command('contract-lint', []), 0, new RegExp(`No problem in ${CONTRACT_FILES} files`)),
    );
    await check('contract-lint of a duplicated operationId exits 1', async () => {
      const duplicated = brokenCopy(
        join(kit, 'dist', 'openapi'),
        join(work, 'duplicated'),
        'administration.yaml',
        'operationId: getDeploymentGroups\n',
        'operationId: updateDeploymentGroup\n',
      );
      const output = await command('contract-lint', ['--specs', duplicated]);
      return expectExit(output, 1, /operationId updateDeploymentGroup is also used/);
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

mkdirSync(join(rootDir, 'reports'), { recursive: true });
writeFileSync(REPORT, kitJUnit(checks));
console.log(kitTable(checks));
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s; JUnit report: reports/kit-junit.xml`);
process.exit(checks.every((result) => result.ok) ? 0 : 1);
