/**
 * Checks a live server against the contracts, for the backend team's CI:
 *   npm run contract:verify -- --base-url https://api.example.ca [--token TOKEN] [--allow-extra]
 *        [--junit reports/contract-verify.xml] [--json reports/contract-verify.json]
 * Calls every safe GET operation of openapi/ (path parameters found through the list
 * operations), validates each JSON body with the generated zod schema (strict: the contracts
 * close their objects), prints one line per operation and exits 1 on drift. A field the contract
 * does not declare is named with its operation and JSON path; --allow-extra makes it a warning.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import type { ContractOperation } from '../../src/api/contract-validation';
import { describeIssues } from '../../src/api/contract-validation';
import { operations as contractOperations } from '../../src/api/generated/operations';
import { readOperations, type SpecOperation } from '../../mocks/contract/spec-files';

export type OperationStatus = 'pass' | 'fail' | 'skip';

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  url?: string;
  status: OperationStatus;
  httpStatus?: number;
  durationMs: number;
  /** Why it failed or was skipped; for drift, `field: problem` pairs. */
  problems: string[];
  /** Fields the contract does not declare, as JSON paths (`$.items[0].notes`): errors unless allowed. */
  extraFields: string[];
}

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
}

/** `$.items[0].practice.notes`: where an undeclared field is, from a zod issue path and key. */
export const jsonPath = (path: readonly PropertyKey[], key?: string): string =>
  [...path, ...(key === undefined ? [] : [key])].reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    '$',
  );

/** The undeclared fields a strict schema found, and the rest of the drift. */
export const splitIssues = (issues: readonly z.core.$ZodIssue[]) => ({
  extra: issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => jsonPath(issue.path, key)) : [],
  ),
  other: issues.filter((issue) => issue.code !== 'unrecognized_keys'),
});

const ID_FIELDS = ['id', 'idUpdatableTool', 'key'];

const firstItem = (body: unknown): Record<string, unknown> | undefined => {
  const list = Array.isArray(body) ? body : (body as { items?: unknown[] } | undefined)?.items;
  const item: unknown = Array.isArray(list) ? list[0] : undefined;
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined;
};

const exampleOf = (parameter: SpecOperation['parameters'][number]): string | undefined => {
  const example = parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
  if (example === undefined || example === null) return undefined;
  return typeof example === 'string' ? example : JSON.stringify(example);
};

export const verifyContract = async ({
  baseUrl,
  token,
  fetchImpl = fetch,
  allowExtra = false,
  specDir,
}: VerifyOptions): Promise<OperationResult[]> => {
  const base = baseUrl.replace(/\/+$/, '');
  const specs = readOperations(specDir).filter((operation) => operation.method === 'get');
  const contract = new Map<string, ContractOperation>(
    contractOperations.map((operation) => [operation.operationId, operation]),
  );
  const bodies = new Map<
    string,
    Promise<{ status: number; body: unknown; durationMs: number; contentType: string }>
  >();
  /** ids seen in lists, by the path segment naming the collection (`practices`, `users`...). */
  const idsBySegment = new Map<string, string>();

  const call = (path: string) => {
    const cached = bodies.get(path);
    if (cached) return cached;
    const pending = (async () => {
      const started = performance.now();
      const response = await fetchImpl(`${base}${path}`, {
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const contentType = response.headers.get('content-type') ?? '';
      const body: unknown = contentType.includes('json')
        ? await response.json()
        : await response.arrayBuffer();
      return { status: response.status, body, contentType, durationMs: performance.now() - started };
    })();
    bodies.set(path, pending);
    return pending;
  };

  const templateMatches = (template: string, concrete: string) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(concrete);

  /** A value for each path parameter: the first item of the list one level up. */
  const resolvePath = async (operation: SpecOperation): Promise<string | { missing: string }> => {
    const segments = operation.path.split('/');
    const resolved: string[] = [];
    for (const segment of segments) {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!param) {
        resolved.push(segment);
        continue;
      }
      const listPath = resolved.join('/');
      const collection = resolved.at(-1) ?? '';
      // The list one level up, else the top-level list of the same collection
      // (`/practices` gives the {id} of `/analytik/practices/{id}/metrics`).
      const lister =
        specs.find((candidate) => templateMatches(candidate.path, listPath)) ??
        specs.find((candidate) => !candidate.path.includes('{') && candidate.path.endsWith(`/${collection}`));
      let value: string | undefined;
      if (lister) {
        const { status, body } = await call(templateMatches(lister.path, listPath) ? listPath : lister.path);
        const item = status < 300 ? firstItem(body) : undefined;
        const field = [param, ...ID_FIELDS].find((name) => item?.[name] !== undefined);
        if (item && field) value = String(item[field]);
      }
      value ??= idsBySegment.get(collection);
      value ??= exampleOf(
        operation.parameters.find((p) => p.in === 'path' && p.name === param) ?? { name: param, in: 'path' },
      );
      if (value === undefined) return { missing: param };
      idsBySegment.set(collection, value);
      resolved.push(encodeURIComponent(value));
    }
    return resolved.join('/');
  };

  const results: OperationResult[] = [];
  for (const operation of specs) {
    const result: OperationResult = {
      operationId: operation.operationId,
      method: 'GET',
      path: operation.path,
      status: 'skip',
      durationMs: 0,
      problems: [],
      extraFields: [],
    };
    results.push(result);
    const schema = contract.get(operation.operationId)?.response;
    const path = await resolvePath(operation);
    if (typeof path !== 'string') {
      result.problems.push(`no value found for path parameter ${path.missing}`);
      continue;
    }
    // Required query parameters: the same-named field of the first item one level up
    // (`/finance/pricing` gives the file of `/finance/pricing/file`), else the contract's example.
    const parentPath = path.split('/').slice(0, -1).join('/');
    const parentItem = specs.some((candidate) => templateMatches(candidate.path, parentPath))
      ? firstItem((await call(parentPath)).body)
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
      result.problems.push(`needs query parameters ${unfilled.map((p) => p.name).join(', ')}`);
      continue;
    }
    const url = query.size ? `${path}?${query}` : path;
    result.url = url;
    try {
      const { status, body, durationMs, contentType } = await call(url);
      result.httpStatus = status;
      result.durationMs = Math.round(durationMs);
      if (status < 200 || status >= 300) {
        result.status = 'fail';
        result.problems.push(
          `HTTP ${status}${contentType.includes('json') ? `: ${JSON.stringify(body).slice(0, 200)}` : ''}`,
        );
        continue;
      }
      if (!schema) {
        result.status = 'pass';
        continue;
      }
      const parsed = schema.safeParse(body);
      const { extra, other } = splitIssues(parsed.success ? [] : parsed.error.issues);
      result.extraFields = extra;
      result.status = other.length > 0 || (extra.length > 0 && !allowExtra) ? 'fail' : 'pass';
      if (other.length > 0) result.problems.push(...describeIssues(other).split('; '));
      result.problems.push(
        ...extra.map((path) => `${allowExtra ? 'warning: ' : ''}${path} is not declared by the contract`),
      );
      const item = firstItem(body);
      const field = ID_FIELDS.find((name) => item?.[name] !== undefined);
      const collection = operation.path.split('/').at(-1) ?? '';
      if (item && field && !collection.startsWith('{')) idsBySegment.set(collection, String(item[field]));
    } catch (error) {
      result.status = 'fail';
      result.problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return results;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const toJUnit = (results: OperationResult[]): string => {
  const failures = results.filter((result) => result.status === 'fail').length;
  const skipped = results.filter((result) => result.status === 'skip').length;
  const cases = results.map((result) => {
    const name = escapeXml(`${result.operationId} ${result.method} ${result.path}`);
    const time = (result.durationMs / 1000).toFixed(3);
    const message = escapeXml(result.problems.join('\n'));
    if (result.status === 'fail')
      return `    <testcase classname="contract" name="${name}" time="${time}"><failure message="${message}">${message}</failure></testcase>`;
    if (result.status === 'skip')
      return `    <testcase classname="contract" name="${name}" time="${time}"><skipped message="${message}"/></testcase>`;
    return `    <testcase classname="contract" name="${name}" time="${time}"/>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="contract-verify" tests="${results.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
};

export const formatReport = (results: OperationResult[]): string => {
  const lines = results.map((result) => {
    const head = `${result.status.toUpperCase().padEnd(4)} ${result.operationId.padEnd(34)} GET ${result.url ?? result.path}`;
    return [head, ...result.problems.map((problem) => `       ${problem}`)].join('\n');
  });
  const count = (status: OperationStatus) => results.filter((result) => result.status === status).length;
  lines.push(`${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
  return lines.join('\n');
};

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const VERIFY_OPTIONS = '--base-url URL [--token TOKEN] [--allow-extra] [--junit FILE] [--json FILE]';

const parseVerifyArgs = (args: string[]) =>
  parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'allow-extra': { type: 'boolean', default: false },
      junit: { type: 'string', default: 'reports/contract-verify.xml' },
      json: { type: 'string', default: 'reports/contract-verify.json' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;

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
  if (!values['base-url']) {
    console.error(usage);
    return 2;
  }
  const results = await verifyContract({
    baseUrl: values['base-url'],
    token: values.token ?? process.env.CONTRACT_TOKEN,
    allowExtra: values['allow-extra'],
    specDir,
  });
  console.log(formatReport(results));
  write(values.junit, toJUnit(results));
  write(values.json, `${JSON.stringify(results, null, 2)}\n`);
  return results.some((result) => result.status === 'fail') ? 1 : 0;
};

if (process.argv[1]?.endsWith('verify.ts'))
  process.exit(await runVerifyCommand(process.argv.slice(2), { command: 'npm run contract:verify --' }));
