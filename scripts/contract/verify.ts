/**
 * Checks a live server against the contracts, for the backend team's CI:
 *   npm run contract:verify -- --base-url https://api.example.ca [--token TOKEN] [--allow-extra]
 *        [--writes] [--errors] [--only IDS] [--skip IDS] [--plan]
 *        [--junit reports/contract-verify.xml] [--json reports/contract-verify.json]
 * Calls every safe GET operation of openapi/ (path parameters found through the list
 * operations) and checks each answer (verify-answer.ts: status, media type, headers, body against
 * its schema; strict, as the contracts close their objects). --writes adds every write, chained
 * (verify-writes.ts); --errors the answers the contract says must be refused (verify-errors.ts).
 * Prints one line a check and exits 1 on drift. kit/README.md says what each check does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { planErrorChecks, runErrorChecks } from './verify-errors';
import { formatPlan, formatReport, toJUnit, type PlannedCheck } from './verify-report';
import {
  createSession,
  exampleOf,
  firstItem,
  SUCCESS,
  type OperationResult,
  type Session,
} from './verify-session';
import { readKitOperations, type KitOperation } from './verify-spec';
import { CLEANUP_OF } from './verify-create-chains';
import { planWrites, runWrites } from './verify-writes';

export { jsonPath, splitIssues } from './verify-answer';
export { formatReport, toJUnit } from './verify-report';
export type { CheckKind, OperationResult, OperationStatus } from './verify-session';

export interface VerifyOptions {
  baseUrl: string;
  token?: string;
  fetchImpl?: typeof fetch;
  /**
   * Undeclared response fields are warnings, not failures: for a backend that ships a field
   * before the contract has it. Any other drift still fails.
   */
  allowExtra?: boolean;
  /** The folder of contracts to call: openapi/, or the copy the backend team's kit carries. */
  specDir?: string;
  /** Calls every write too, chained; creates and deletes records on the server. */
  writes?: boolean;
  /** Checks the error answers (401, 400, 404); those that send writes need `writes` too. */
  errors?: boolean;
  /** operationIds or tags: only these operations / not these. */
  only?: readonly string[];
  skip?: readonly string[];
}

/** Whether an operation is selected by --only and --skip (operationIds or tags). */
export const selector =
  (only: readonly string[] = [], skip: readonly string[] = []) =>
  (operation: KitOperation): boolean => {
    const names = [operation.operationId, ...operation.tags];
    return (
      (only.length === 0 || names.some((name) => only.includes(name))) &&
      !names.some((name) => skip.includes(name))
    );
  };

/**
 * Reads whose record only a message to a patient names (the contract lists none): checked with
 * the contract's example, which names no record, for the 404 the contract declares.
 */
export const READ_BY_UNKNOWN_KEY: Record<string, string> = {
  getPatientPreferences: 'a patient’s preferences key comes only with a message to the patient',
};

const readOne = async (session: Session, operation: KitOperation, reads: readonly KitOperation[]) => {
  const path = await session.resolvePath(operation);
  if (typeof path !== 'string') {
    session.skip(operation, 'read', `no value found for path parameter ${path.missing}`);
    return;
  }
  // Required query parameters: the same-named field of the first item one level up
  // (`/finance/pricing` gives the file of `/finance/pricing/file`), else the contract's example.
  const parentPath = path.split('/').slice(0, -1).join('/');
  const parentItem = reads.some((candidate) =>
    new RegExp(`^${candidate.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(parentPath),
  )
    ? firstItem((await session.get(parentPath)).body)
    : undefined;
  const query = new URLSearchParams();
  const unfilled = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .filter((parameter) => {
      const fromParent = parentItem?.[parameter.name];
      const value =
        fromParent !== undefined ? JSON.stringify(fromParent).replace(/^"|"$/g, '') : exampleOf(parameter);
      if (value !== undefined) query.set(parameter.name, value);
      return value === undefined;
    });
  if (unfilled.length) {
    session.skip(operation, 'read', `needs query parameters ${unfilled.map((p) => p.name).join(', ')}`);
    return;
  }
  const url = query.size ? `${path}?${query}` : path;
  if (READ_BY_UNKNOWN_KEY[operation.operationId] !== undefined) {
    await session.runCheck(
      operation,
      'unknown-id',
      { url },
      {
        wanted: '404 (the example names no record)',
        accepts: (status) => status === 404,
      },
    );
    return;
  }
  await session.runCheck(operation, 'read', { url }, SUCCESS);
};

export const verifyContract = async (options: VerifyOptions): Promise<OperationResult[]> => {
  const operations = readKitOperations(options.specDir);
  const selected = operations.filter(selector(options.only, options.skip));
  const session = createSession(operations, options);
  const reads = operations.filter((operation) => operation.method === 'get');
  for (const operation of selected.filter((candidate) => candidate.method === 'get'))
    await readOne(session, operation, reads);
  if (options.writes) await runWrites(session, selector(options.only, options.skip));
  if (options.errors) await runErrorChecks(session, selected, { writes: options.writes ?? false });
  return session.results;
};

/** What a run with these options would call, in order, without calling anything. */
export const planContract = (options: Omit<VerifyOptions, 'baseUrl'>): PlannedCheck[] => {
  const operations = readKitOperations(options.specDir);
  const isSelected = selector(options.only, options.skip);
  const selected = operations.filter(isSelected);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const entry = (operation: KitOperation, name: string, note?: string): PlannedCheck => ({
    name: `${operation.operationId} ${name}`,
    method: operation.method,
    path: operation.path,
    note,
  });
  const planned = selected
    .filter((operation) => operation.method === 'get')
    .map((operation) => entry(operation, 'read'));
  if (options.writes) {
    const { chains, unchained } = planWrites(operations, isSelected);
    const cleanups = new Set(Object.values(CLEANUP_OF).map((cleanup) => cleanup({})[0]));
    for (const chain of chains)
      chain.steps.forEach((step, index) => {
        const operation = byId.get(step);
        if (!operation) return;
        // The names the run gives them: a step again puts back what it changed.
        const kind =
          chain.steps.indexOf(step) < index
            ? 'restore'
            : cleanups.has(step)
              ? 'cleanup'
              : operation.method === 'get'
                ? 'read-created'
                : 'write';
        planned.push(entry(operation, kind, `${chain.name} chain`));
      });
    planned.push(...unchained.map(({ operation, why }) => entry(operation, 'write', `skipped: ${why}`)));
  }
  if (options.errors)
    for (const operation of selected)
      for (const check of planErrorChecks(operation))
        if (!check.writes || options.writes)
          planned.push(entry(operation, [check.kind, check.field].filter(Boolean).join(' ')));
  return planned;
};

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const VERIFY_OPTIONS =
  '--base-url URL [--token TOKEN] [--allow-extra] [--writes] [--errors] [--only IDS] [--skip IDS] [--plan] [--junit FILE] [--json FILE]';

const parseVerifyArgs = (args: string[]) =>
  parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'allow-extra': { type: 'boolean', default: false },
      writes: { type: 'boolean', default: false },
      errors: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true, default: [] },
      skip: { type: 'string', multiple: true, default: [] },
      plan: { type: 'boolean', default: false },
      junit: { type: 'string', default: 'reports/contract-verify.xml' },
      json: { type: 'string', default: 'reports/contract-verify.json' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;

const names = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The command line of contract:verify, and of contract-verify in the backend team's kit. Returns
 * the exit code: 0 no drift, 1 drift, 2 wrong arguments (nothing was called).
 */
export const runVerifyCommand = async (
  args: string[],
  { command, specDir }: { command: string; specDir?: string },
): Promise<number> => {
  const usage = `Usage: ${command} ${VERIFY_OPTIONS}\nThe token may also come from CONTRACT_TOKEN.`;
  let values: ReturnType<typeof parseVerifyArgs>;
  try {
    values = parseVerifyArgs(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const options = {
    specDir,
    writes: values.writes,
    errors: values.errors,
    only: names(values.only),
    skip: names(values.skip),
  };
  const known = new Set(
    readKitOperations(specDir).flatMap((operation) => [operation.operationId, ...operation.tags]),
  );
  const unknown = [...options.only, ...options.skip].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    console.error(`No operationId or tag ${unknown.join(', ')} in the contracts.\n${usage}`);
    return 2;
  }
  if (values.plan) {
    console.log(formatPlan(planContract(options)));
    return 0;
  }
  if (!values['base-url']) {
    console.error(usage);
    return 2;
  }
  if (values.writes) {
    console.error(
      `warning: --writes creates, changes and deletes records on ${values['base-url']}: point it at a disposable test server.`,
    );
  }
  const results = await verifyContract({
    ...options,
    baseUrl: values['base-url'],
    token: values.token ?? process.env.CONTRACT_TOKEN,
    allowExtra: values['allow-extra'],
  });
  console.log(formatReport(results));
  write(values.junit, toJUnit(results));
  write(values.json, `${JSON.stringify(results, null, 2)}\n`);
  return results.some((result) => result.status === 'fail') ? 1 : 0;
};

if (process.argv[1]?.endsWith('verify.ts'))
  process.exit(await runVerifyCommand(process.argv.slice(2), { command: 'npm run contract:verify --' }));
