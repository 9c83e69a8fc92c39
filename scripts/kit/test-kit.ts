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
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseCollections } from '../../mocks/db/database';
import { startMockServer } from '../../mocks/server';
import { rootDir } from '../../mocks/contract/spec-files';
import type { CheckKind, OperationResult } from '../contract/verify';
import { buildKit, KIT_DIR } from './build-kit';
import { DRIFTS, startDriftProxy, unreportedDrifts } from './drift-proxy';
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

/**
 * The offline API's records, collection by collection, as JSON: to compare before and after a run.
 * A write on a record the kit did not create puts its values back through the contract, but the
 * server stamps the change (updatedAt, updatedBy) as it must: those two are left out.
 */
const SERVER_STAMPS = new Set(['updatedAt', 'updatedBy']);
const databaseState = () =>
  new Map(
    databaseCollections().map(({ name, collection }) => [
      name,
      JSON.stringify(collection.all(), (key, value: unknown) => (SERVER_STAMPS.has(key) ? undefined : value)),
    ]),
  );

const changedCollections = (before: Map<string, string>, after: Map<string, string>) => {
  const changed = [...after].filter(([name, records]) => before.get(name) !== records).map(([name]) => name);
  return changed.length ? `the run left the offline API's ${changed.join(', ')} changed` : undefined;
};

/** The machine's own Node (20 in CI), as a backend team's CI has it; else the one running this. */
const kitNode = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path)) ?? process.execPath;
const kitNodeVersion = execFileSync(kitNode, ['--version'], { encoding: 'utf8' }).trim();

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
/** An installed command, run by the machine's Node. */
const command = (name: string, args: string[]) => run(kitNode, [bin(name), ...args], app);
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
      expectExit(await command('contract-verify', ['--version']), 0, new RegExp(` ${version}\\n`)),
    );
    await check('contract-verify without --base-url exits 2', async () =>
      expectExit(await command('contract-verify', []), 2, /Usage: contract-verify --base-url/),
    );

    const verify = (args: string[]) => command('contract-verify', args);
    await check(`the installed commands run on the machine's Node (${kitNodeVersion})`, async () =>
      expectExit(await command('contract-lint', ['--version']), 0),
    );
    await check(
      'contract-verify --plan --writes --errors lists the checks in order, calling nothing',
      async () => {
        const plan = await verify(['--plan', '--writes', '--errors', '--base-url', 'http://127.0.0.1:9/api']);
        return (
          expectExit(plan, 0, /createClinicGroup write[^\n]*\n[^\n]*getClinicGroup read-created/) ??
          expectExit(plan, 0, /\d{3} checks; nothing was called/)
        );
      },
    );
    await check(
      'contract-verify --only a tag --skip an operationId narrows the plan; an unknown name exits 2',
      async () => {
        const plan = await verify([
          '--plan',
          '--writes',
          '--only',
          'clinic-groups',
          '--skip',
          'getClinicGroups',
        ]);
        const listed = [...plan.output.matchAll(/^ *\d+\. (\w+)/gm)].map((match) => match[1]);
        const unknown = expectExit(
          await verify(['--plan', '--only', 'getPractise']),
          2,
          /No operationId or tag getPractise/,
        );
        const wrong = listed.filter(
          (id) => !/ClinicGroup|ClinicsToGroup|ClinicsFromGroup/.test(id ?? '') || id === 'getClinicGroups',
        );
        return (
          unknown ??
          (wrong.length || listed.length === 0 ? `listed ${listed.join(', ')}` : expectExit(plan, 0))
        );
      },
    );

    let baseUrl = '';
    let token = '';
    const serving = await check('the offline API answers over HTTP on a free port', async () => {
      server = await startMockServer(0);
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      token = await tokenFrom(baseUrl);
      return token ? undefined : 'POST /__offline/token gave no token';
    });
    /** Runs contract-verify with writes and errors; its checks become cases of the JUnit report. */
    const verifyAll = async (url: string, label: string) => {
      const json = join(work, `${label}.json`);
      const args = [
        '--base-url',
        url,
        '--token',
        token,
        '--writes',
        '--errors',
        '--junit',
        join(work, `${label}.xml`),
        '--json',
        json,
      ];
      const outcome = await verify(args);
      const results = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as OperationResult[]) : [];
      return { outcome, results };
    };
    await check(
      'contract-verify --writes --errors against the offline API passes, leaving its data as found',
      async () => {
        if (!serving) return 'the offline API did not start';
        const before = databaseState();
        const { outcome, results } = await verifyAll(baseUrl, 'clean');
        // One case a check, so that the report says which one drifted.
        for (const result of results)
          checks.push({
            name: `${result.name}: ${result.method} ${result.url ?? result.path}`,
            ok: result.status !== 'fail',
            seconds: result.durationMs / 1000,
            detail: [result.status, ...result.problems].join('\n'),
            inTable: false,
          });
        const kinds = new Set(
          results.filter((result) => result.status === 'pass').map((result) => result.check),
        );
        const wanted: CheckKind[] = [
          'read',
          'write',
          'cleanup',
          'restore',
          'no-token',
          'missing-field',
          'wrong-type',
          'unknown-id',
          'missing-query',
        ];
        const missing = wanted.filter((kind) => !kinds.has(kind));
        return (
          expectExit(outcome, 0, /\d+ passed, 0 failed, \d+ skipped/) ??
          (missing.length ? `no check of kind ${missing.join(', ')} passed` : undefined) ??
          changedCollections(before, databaseState())
        );
      },
    );
    await check('contract-verify against the offline API made to drift reports every drift', async () => {
      if (!serving) return 'the offline API did not start';
      const proxy = await startDriftProxy(baseUrl);
      try {
        const before = databaseState();
        const { outcome, results } = await verifyAll(proxy.baseUrl, 'drift');
        for (const drift of DRIFTS) {
          const found = !unreportedDrifts(results, [drift]).length;
          const { operationId, check: kind, problem } = drift.expect;
          checks.push({
            name: `drift reported: ${drift.kind}`,
            ok: found,
            seconds: 0,
            detail: found
              ? undefined
              : `${operationId} ${kind} did not fail with ${String(problem)}\n${outcome.output.slice(-2000)}`,
          });
        }
        return expectExit(outcome, 1, /\d+ failed/) ?? changedCollections(before, databaseState());
      } finally {
        proxy.server.closeAllConnections();
        proxy.server.close();
      }
    });
    await check('contract-verify with a refused token exits 1', async () => {
      if (!serving) return 'the offline API did not start';
      const args = ['--base-url', baseUrl, '--token', 'refused', '--junit', join(work, 'refused.xml')];
      return expectExit(await verify([...args, '--json', join(work, 'refused.json')]), 1, /HTTP 401/);
    });
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
      expectExit(await command('contract-lint', []), 0, /No problem in 10 files/),
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
  server?.closeAllConnections();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}

mkdirSync(join(rootDir, 'reports'), { recursive: true });
writeFileSync(REPORT, kitJUnit(checks));
console.log(kitTable(checks));
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s; JUnit report: reports/kit-junit.xml`);
process.exit(checks.every((result) => result.ok) ? 0 : 1);
