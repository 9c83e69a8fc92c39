/**
 * The checks of `npm run test:kit` that run the installed contract-verify: its plan and selection,
 * then with writes and error answers against the offline API over HTTP (every check passes, and
 * the API's records are as the run found them) and behind the drifting proxy (each drift of
 * drift-proxy.ts reported). The server and the proxy go in every case.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { databaseCollections } from '../../mocks/db/database';
import { startMockServer } from '../../mocks/server';
import type { CheckKind, OperationResult } from '../contract/verify';
import { DRIFTS, startDriftProxy, unreportedDrifts } from './drift-proxy';
import { check, checks, expectExit, type Run } from './kit-checks';
import { offlineToken as tokenFrom } from '../contract/offline-token';

/**
 * The offline API's records, collection by collection, as JSON: to compare before and after a run.
 * A write on a record the kit did not create puts its values back through the contract, but the
 * server stamps the change (updatedAt, updatedBy) as it must: those two are left out.
 */
const SERVER_STAMPS = new Set(['updatedAt', 'updatedBy']);
// The audit log records every write the run makes, by design (append-only, openapi/audit.yaml):
// its growth is not data left changed. Only that collection: anything else must be as found.
const GROWS_BY_DESIGN = new Set(['auditEntries']);

const databaseState = () =>
  new Map(
    databaseCollections()
      .filter(({ name }) => !GROWS_BY_DESIGN.has(name))
      .map(({ name, collection }) => [
        name,
        JSON.stringify(collection.all(), (key, value: unknown) =>
          SERVER_STAMPS.has(key) ? undefined : value,
        ),
      ]),
  );

const changedCollections = (before: Map<string, string>, after: Map<string, string>) => {
  const changed = [...after].filter(([name, records]) => before.get(name) !== records).map(([name]) => name);
  return changed.length ? `the run left the offline API's ${changed.join(', ')} changed` : undefined;
};

/** Every kind of check must have passed at least once in the clean run. */
const KINDS: CheckKind[] = [
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

const planChecks = async (verify: (args: string[]) => Promise<Run>) => {
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
      const listed = [...plan.output.matchAll(/^ *\d+\. (\w+)/gm)].map((match) => match[1] ?? '');
      const unknown = expectExit(
        await verify(['--plan', '--only', 'getPractise']),
        2,
        /No operationId or tag getPractise/,
      );
      const wrong = listed.filter(
        (id) => !/ClinicGroup|ClinicsToGroup|ClinicsFromGroup/.test(id) || id === 'getClinicGroups',
      );
      return (
        unknown ?? (wrong.length || listed.length === 0 ? `listed ${listed.join(', ')}` : expectExit(plan, 0))
      );
    },
  );
};

/** Runs the checks with `verify` (the installed contract-verify); reports go to `work`. */
export const verifyChecks = async (verify: (args: string[]) => Promise<Run>, work: string): Promise<void> => {
  await planChecks(verify);
  let server: Awaited<ReturnType<typeof startMockServer>> | undefined;
  let baseUrl = '';
  let token = '';
  /** Runs contract-verify with writes and errors against `url`, with its JSON report. */
  const verifyAll = async (url: string, label: string) => {
    const json = join(work, `${label}.json`);
    const reports = ['--junit', join(work, `${label}.xml`), '--json', json];
    const outcome = await verify(['--base-url', url, '--token', token, '--writes', '--errors', ...reports]);
    const results = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as OperationResult[]) : [];
    return { outcome, results };
  };
  try {
    const serving = await check('the offline API answers over HTTP on a free port', async () => {
      server = await startMockServer(0);
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      token = await tokenFrom(baseUrl);
      return token ? undefined : 'POST /__offline/token gave no token';
    });
    if (!serving) return;
    await check(
      'contract-verify --writes --errors against the offline API passes, leaving its data as found',
      async () => {
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
        const passed = new Set(
          results.filter((result) => result.status === 'pass').map((result) => result.check),
        );
        const missing = KINDS.filter((kind) => !passed.has(kind));
        return (
          expectExit(outcome, 0, /\d+ passed, 0 failed, \d+ skipped/) ??
          (missing.length ? `no check of kind ${missing.join(', ')} passed` : undefined) ??
          changedCollections(before, databaseState())
        );
      },
    );
    await check('contract-verify against the offline API made to drift reports every drift', async () => {
      const proxy = await startDriftProxy(baseUrl);
      try {
        const before = databaseState();
        const { outcome, results } = await verifyAll(proxy.baseUrl, 'drift');
        for (const drift of DRIFTS) {
          const found = unreportedDrifts(results, [drift]).length === 0;
          const { operationId, check: kind, problem } = drift.expect;
          const detail = `${operationId} ${kind} did not fail with ${String(problem)}\n${outcome.output.slice(-2000)}`;
          checks.push({
            name: `drift reported: ${drift.kind}`,
            ok: found,
            seconds: 0,
            detail: found ? undefined : detail,
          });
        }
        return expectExit(outcome, 1, /\d+ failed/) ?? changedCollections(before, databaseState());
      } finally {
        proxy.server.closeAllConnections();
        proxy.server.close();
      }
    });
    await check('contract-verify with a refused token exits 1', async () => {
      const args = ['--base-url', baseUrl, '--token', 'refused', '--junit', join(work, 'refused.xml')];
      return expectExit(await verify([...args, '--json', join(work, 'refused.json')]), 1, /HTTP 401/);
    });
  } finally {
    server?.closeAllConnections();
    server?.close();
  }
};
