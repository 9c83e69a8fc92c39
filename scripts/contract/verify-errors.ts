/**
 * contract-verify --errors: the requests the contract says must be refused, for each operation,
 * and whose refusal the screens rely on. Each answer must be a status the operation declares
 * and the contract's error object; a 400 must name the field at fault, as the screens put the
 * message at that field.
 *  - no-token: no Authorization header → 401. A write is sent to an unknown id with an empty body,
 *    so that even a server that forgot its token check changes nothing.
 *  - missing-query: a required query parameter left out → 400 naming it.
 *  - unknown-id: the last path parameter set to an id no record has → 404.
 *  - missing-field / wrong-type: the example body without its first required field (or `{}` for
 *    a partial update, which must change something) / with a field of the wrong type → 400.
 * Those of a write (but no-token) reach real records when the server is wrong (a delete without
 * its key could delete more than one): they run with --writes only.
 */
import { CLEANUP_OF } from './verify-create-chains';
import { exampleOf, itemsOf, SUCCESS, unknownValueOf, type Session } from './verify-session';
import type { KitOperation } from './verify-spec';

type Node = Record<string, unknown>;

export interface ErrorCheck {
  kind: 'no-token' | 'missing-query' | 'unknown-id' | 'missing-field' | 'wrong-type';
  /** The field or parameter it is about. */
  field?: string;
  /** It sends a write a wrong server could apply. */
  writes: boolean;
}

const WRONG_VALUES: Record<string, unknown> = {
  string: 12345,
  integer: 'not-a-number',
  number: 'not-a-number',
  boolean: 'not-a-boolean',
  array: 'not-a-list',
  object: 'not-an-object',
};

const isWrite = (operation: KitOperation) => operation.method !== 'get';
const isMultipart = (operation: KitOperation) => operation.request?.mediaType === 'multipart/form-data';
const propertiesOf = (operation: KitOperation) =>
  (operation.request?.schema.properties ?? {}) as Record<string, Node>;
const requiredOf = (operation: KitOperation) => (operation.request?.schema.required ?? []) as string[];
const requiredQuery = (operation: KitOperation) =>
  operation.parameters.filter((parameter) => parameter.in === 'query' && parameter.required);

/** The field whose type the wrong-type check breaks: a required one first. */
const wrongTypeField = (operation: KitOperation): string | undefined => {
  const properties = propertiesOf(operation);
  const example = (operation.request?.example ?? {}) as Node;
  const candidates = [...requiredOf(operation), ...Object.keys(example)].filter((name) => {
    const type = String(properties[name]?.type);
    if (properties[name]?.format === 'binary') return false;
    // A form sends text: only a number or a flag can be of the wrong type there.
    return isMultipart(operation) ? ['integer', 'number', 'boolean'].includes(type) : type in WRONG_VALUES;
  });
  return candidates[0];
};

/** The error checks of an operation, in the order they run. */
export const planErrorChecks = (operation: KitOperation): ErrorCheck[] => {
  const declares = (status: number) => String(status) in operation.responses;
  const checks: ErrorCheck[] = [];
  if (!operation.isPublic && declares(401)) checks.push({ kind: 'no-token', writes: false });
  const [query] = requiredQuery(operation);
  if (query && declares(400) && ['get', 'delete'].includes(operation.method))
    checks.push({ kind: 'missing-query', field: query.name, writes: isWrite(operation) });
  if (declares(404) && operation.path.includes('{'))
    checks.push({ kind: 'unknown-id', writes: isWrite(operation) });
  if (operation.request && declares(400)) {
    const [required] = requiredOf(operation);
    if (required || operation.request.schema.minProperties)
      checks.push({ kind: 'missing-field', field: required ?? '(body)', writes: true });
    const wrong = wrongTypeField(operation);
    if (wrong) checks.push({ kind: 'wrong-type', field: wrong, writes: true });
  }
  return checks;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contract's example with its practice ids replaced by the server's, files as files. */
const exampleBody = (operation: KitOperation, practices: string[]): Node => {
  const seen: string[] = [];
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string' && UUID.test(value)) {
      if (!seen.includes(value)) seen.push(value);
      return practices[seen.indexOf(value)] ?? value;
    }
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    return value;
  };
  const body = swap(structuredClone(operation.request?.example ?? {})) as Node;
  for (const [name, schema] of Object.entries(propertiesOf(operation))) {
    if (schema.format !== 'binary' || !(name in body)) continue;
    // The example names a file: a required one is sent as a file, an optional one left out.
    if (requiredOf(operation).includes(name))
      body[name] = new File(['code,fee\n01100,45.00\n'], 'contract-kit-check.csv', { type: 'text/csv' });
    else delete body[name];
  }
  return body;
};

const queryString = (operation: KitOperation, without?: string, unknown = false) => {
  const query = new URLSearchParams();
  for (const parameter of requiredQuery(operation)) {
    if (parameter.name === without) continue;
    query.set(parameter.name, unknown ? unknownValueOf(parameter) : (exampleOf(parameter) ?? 'contract-kit'));
  }
  return query.size ? `?${query}` : '';
};

const pick = (values: Record<string, string>, keys: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));

const unknownIds = (operation: KitOperation) =>
  Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'path')
      .map((parameter) => [parameter.name, unknownValueOf(parameter)]),
  );

/** The real path with its last parameter replaced by an id no record has. */
const withUnknownLast = (operation: KitOperation, resolved: string): string => {
  const template = operation.path.split('/');
  const segments = resolved.split('/');
  const last = template.findLastIndex((segment) => segment.startsWith('{'));
  const name = template[last]?.slice(1, -1);
  segments[last] = encodeURIComponent(
    unknownValueOf(operation.parameters.find((p) => p.in === 'path' && p.name === name)),
  );
  return segments.join('/');
};

const REFUSED = (status: number, words: string) => ({
  wanted: `${status} (${words})`,
  accepts: (s: number) => s === status,
});

/** Runs the error checks of the selected operations; with writes, those that send writes too. */
export const runErrorChecks = async (
  session: Session,
  operations: readonly KitOperation[],
  { writes }: { writes: boolean },
) => {
  const practices = itemsOf((await session.get('/practices?pageSize=50')).body).map((practice) =>
    String(practice.id),
  );
  for (const operation of operations) {
    for (const check of planErrorChecks(operation)) {
      if (check.writes && !writes) continue;
      const resolved = await session.resolvePath(operation);
      const path = typeof resolved === 'string' ? resolved : undefined;
      const mediaType = operation.request?.mediaType;
      if (check.kind === 'no-token') {
        const url =
          isWrite(operation) || !path
            ? `${session.fillPath(operation, unknownIds(operation))}${queryString(operation, undefined, true)}`
            : `${path}${queryString(operation)}`;
        const body = operation.request ? {} : undefined;
        await session.runCheck(
          operation,
          'no-token',
          { url, token: null, body, mediaType },
          REFUSED(401, 'no token'),
        );
        continue;
      }
      if (!path) {
        session.skip(
          operation,
          check.kind,
          `no value found for path parameter ${(resolved as { missing: string }).missing}`,
          check.field,
        );
        continue;
      }
      if (check.kind === 'missing-query') {
        const url = `${path}${queryString(operation, check.field)}`;
        await session.runCheck(
          operation,
          'missing-query',
          { url },
          { ...REFUSED(400, `${check.field} missing`), fieldNamed: check.field },
          check.field,
        );
        continue;
      }
      const example = exampleBody(operation, practices);
      if (check.kind === 'unknown-id') {
        const url = `${withUnknownLast(operation, path)}${queryString(operation)}`;
        // A body field named as the path parameter (practiceId) names the same unknown record.
        const body = operation.request
          ? { ...example, ...pick(unknownIds(operation), Object.keys(example)) }
          : undefined;
        await session.runCheck(operation, 'unknown-id', { url, body, mediaType }, REFUSED(404, 'unknown id'));
        continue;
      }
      const body: Node = check.field === '(body)' ? {} : { ...example };
      const field = check.field ?? '(body)';
      if (check.kind === 'missing-field') delete body[field];
      else body[field] = WRONG_VALUES[String(propertiesOf(operation)[field]?.type)];
      const answer = await session.runCheck(
        operation,
        check.kind,
        { url: `${path}${queryString(operation)}`, body, mediaType },
        {
          ...REFUSED(400, `${field} ${check.kind === 'missing-field' ? 'missing' : 'of the wrong type'}`),
          fieldNamed: field,
        },
        field,
      );
      // A server that took the wrong body made a record: delete it.
      const cleanup = CLEANUP_OF[operation.operationId];
      if (answer && answer.status < 300 && cleanup) {
        const [deleteId, request] = cleanup(answer.body as Node);
        const remove = session.operations.find((candidate) => candidate.operationId === deleteId);
        const search = request.query ? `?${new URLSearchParams(request.query)}` : '';
        if (remove)
          await session.runCheck(
            remove,
            'cleanup',
            { url: `${session.fillPath(remove, request.params ?? {})}${search}` },
            SUCCESS,
          );
      }
    }
  }
};
