/**
 * `npm run test:kit`: the backend team's kit as they get it. Builds and packs kit/, installs the
 * tarball into an empty folder with `npm install --offline` (which works only because the kit has
 * no dependency to download), starts the offline API over HTTP on a free port and runs the
 * installed commands as kit/ci/backend-contracts.yml does: contract-verify against the API,
 * contract-breaking and contract-lint on the kit's contracts and on copies broken on purpose.
 * Writes reports/kit-junit.xml (a case a check, and one an operation verified), prints a table,
 * exits 1 when a check fails. The temporary folder and the server go in every case.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../mocks/server';
import { rootDir } from '../../mocks/contract/spec-files';
import type { OperationResult } from '../contract/verify';
import { buildKit, KIT_DIR } from './build-kit';
import { kitJUnit, kitTable, type KitCheck } from './kit-report';

const REPORT = join(rootDir, 'reports', 'kit-junit.xml');

interface Run {
  code: number | null;
  output: string;
}

const run = (command: string, args: string[], cwd: string): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });

/** Undefined when the command exited with `code` and printed `pattern`; else what differed. */
const expectExit = ({ code, output }: Run, expected: number, pattern?: RegExp): string | undefined =>
  code === expected && (!pattern || pattern.test(output))
    ? undefined
    : `exited ${code} (expected ${expected}${pattern ? `, printing ${String(pattern)}` : ''})\n${output.slice(-3000)}`;

const checks: KitCheck[] = [];

/** Times a check; it fails with the text its body returns, or with the error it throws. */
const check = async (name: string, body: () => Promise<string | undefined>): Promise<boolean> => {
  const started = performance.now();
  let detail: string | undefined;
  try {
    detail = await body();
  } catch (error) {
    detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  checks.push({ name, ok: detail === undefined, seconds: (performance.now() - started) / 1000, detail });
  return detail === undefined;
};

/** A copy of the installed kit's contracts with one edit, for the checks that must fail. */
const brokenCopy = (from: string, to: string, file: string, before: string, after: string) => {
  cpSync(from, to, { recursive: true });
  const text = readFileSync(join(to, file), 'utf8');
  if (!text.includes(before)) throw new Error(`${file} no longer contains ${before}`);
  writeFileSync(join(to, file), text.replace(before, after));
  return to;
};

const tokenFrom = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/__offline/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'sysadmin' }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
};

const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'contract-kit-'));
const app = join(work, 'backend');
const kit = join(app, 'node_modules', '@dental-portal', 'contracts');
const bin = (name: string) => join(app, 'node_modules', '.bin', name);
let server: Awaited<ReturnType<typeof startMockServer>> | undefined;
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
      expectExit(await run(bin('contract-verify'), ['--version'], app), 0, new RegExp(` ${version}\\n`)),
    );
    await check('contract-verify without --base-url exits 2', async () =>
      expectExit(await run(bin('contract-verify'), [], app), 2, /Usage: contract-verify --base-url/),
    );

    let baseUrl = '';
    let token = '';
    const serving = await check('the offline API answers over HTTP on a free port', async () => {
      server = await startMockServer(0);
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      token = await tokenFrom(baseUrl);
      return token ? undefined : 'POST /__offline/token gave no token';
    });
    const json = join(work, 'verify.json');
    await check('contract-verify against the offline API exits 0', async () => {
      if (!serving) return 'the offline API did not start';
      const args = [
        '--base-url',
        baseUrl,
        '--token',
        token,
        '--junit',
        join(work, 'verify.xml'),
        '--json',
        json,
      ];
      const failure = expectExit(
        await run(bin('contract-verify'), args, app),
        0,
        /\d+ passed, 0 failed, 0 skipped/,
      );
      const results = JSON.parse(readFileSync(json, 'utf8')) as OperationResult[];
      // One case an operation, so that the report says which one drifted.
      for (const result of results)
        checks.push({
          name: `operation ${result.operationId}: GET ${result.url ?? result.path}`,
          ok: result.status === 'pass',
          seconds: result.durationMs / 1000,
          detail: [result.status, ...result.problems].join('\n'),
          inTable: false,
        });
      return failure ?? (results.length >= 25 ? undefined : `only ${results.length} operations were called`);
    });
    await check('contract-verify with a refused token exits 1', async () => {
      if (!serving) return 'the offline API did not start';
      const args = ['--base-url', baseUrl, '--token', 'refused', '--junit', join(work, 'refused.xml')];
      return expectExit(
        await run(bin('contract-verify'), [...args, '--json', join(work, 'refused.json')], app),
        1,
        /HTTP 401/,
      );
    });

    await check('contract-breaking of the contracts against themselves exits 0', async () =>
      expectExit(await run(bin('contract-breaking'), ['--base', kit], app), 0, /No breaking change/),
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
      return expectExit(await run(bin('contract-breaking'), args, app), 1, /path\.remove/);
    });

    await check("contract-lint of the kit's contracts exits 0", async () =>
      expectExit(await run(bin('contract-lint'), [], app), 0, /No problem in 10 files/),
    );
    await check('contract-lint of a duplicated operationId exits 1', async () => {
      const duplicated = brokenCopy(
        join(kit, 'dist', 'openapi'),
        join(work, 'duplicated'),
        'administration.yaml',
        'operationId: getDeploymentGroups\n',
        'operationId: updateDeploymentGroup\n',
      );
      const output = await run(bin('contract-lint'), ['--specs', duplicated], app);
      return expectExit(output, 1, /operationId updateDeploymentGroup is also used/);
    });
  }
} finally {
  server?.closeAllConnections();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}

mkdirSync(join(rootDir, 'reports'), { recursive: true });
writeFileSync(REPORT, kitJUnit(checks));
console.log(kitTable(checks));
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s; JUnit report: reports/kit-junit.xml`);
process.exit(checks.every((result) => result.ok) ? 0 : 1);
