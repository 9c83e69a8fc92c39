/**
 * One run of contract-verify against a server: the calls, the values found for path parameters,
 * and the results, one a check. Reads, writes and error answers all go through `runCheck`, so
 * every answer is checked the same way (verify-answer.ts).
 */
import type { z } from 'zod';
import { operations as contractOperations } from '../../src/api/generated/operations';
import { checkAnswer, fetchAnswer, type Answer, type AnswerExpectation } from './verify-answer';
import type { KitOperation, KitParameter } from './verify-spec';

/** What a check asks: a success, a refusal without a token, a 400 on a field, a 404... */
export type CheckKind =
  | 'read'
  | 'write'
  | 'read-created'
  | 'restore'
  | 'cleanup'
  | 'no-token'
  | 'missing-field'
  | 'wrong-type'
  | 'missing-query'
  | 'unknown-id';

export type OperationStatus = 'pass' | 'fail' | 'skip';

export interface OperationResult {
  /** `getPractices read`, `createUser missing-field email`: the check's name in the reports. */
  name: string;
  check: CheckKind;
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

export interface SessionOptions {
  baseUrl: string;
  token?: string;
  fetchImpl?: typeof fetch;
  allowExtra?: boolean;
  /** The longest Retry-After a check waits for before its one retry (seconds). */
  maxRetryAfter?: number;
}

export interface CheckRequest {
  /** The path with its parameters filled in, and its query. */
  url: string;
  body?: unknown;
  /** null: no Authorization header (the no-token check). */
  token?: string | null;
  /** Multipart: the body is an object of fields, Blobs for files. */
  mediaType?: string;
}

const ID_FIELDS = ['id', 'idUpdatableTool', 'key'];

export const firstItem = (body: unknown): Record<string, unknown> | undefined => {
  const list = Array.isArray(body) ? body : (body as { items?: unknown[] } | undefined)?.items;
  const item: unknown = Array.isArray(list) ? list[0] : undefined;
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined;
};

export const itemsOf = (body: unknown): Record<string, unknown>[] => {
  const list = Array.isArray(body) ? body : (body as { items?: unknown[] } | undefined)?.items;
  return (Array.isArray(list) ? list : []).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
};

export const exampleOf = (parameter: KitParameter): string | undefined => {
  const example = parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
  if (example === undefined || example === null) return undefined;
  return typeof example === 'string' ? example : JSON.stringify(example);
};

/** A value of a path parameter's type that no record has: for the 404 checks. */
export const unknownValueOf = (parameter: KitParameter | undefined): string => {
  const schema = parameter?.schema ?? {};
  if (schema.type === 'integer' || schema.type === 'number') return '2147483000';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-00000000c0de';
  return 'contract-kit-unknown';
};

const templateMatches = (template: string, concrete: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(concrete);

const toBody = (request: CheckRequest): { body?: BodyInit; headers: Record<string, string> } => {
  if (request.body === undefined) return { headers: {} };
  if (request.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (value instanceof Blob) form.append(name, value, (value as File).name ?? 'contract-kit.csv');
      else if (value !== undefined)
        form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return { body: form, headers: {} };
  }
  return {
    body: JSON.stringify(request.body),
    headers: { 'content-type': request.mediaType ?? 'application/json' },
  };
};

const CALL_TIMEOUT_MS = 30_000;

const causeOf = (error: Error): string | undefined => {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const createSession = (operations: readonly KitOperation[], options: SessionOptions) => {
  const { token, fetchImpl = fetch, allowExtra = false, maxRetryAfter = 30 } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const reads = operations.filter((operation) => operation.method === 'get');
  const schemas = new Map<string, z.ZodType | undefined>(
    contractOperations.map((operation) => [operation.operationId, operation.response]),
  );
  const results: OperationResult[] = [];
  const cached = new Map<string, Promise<Answer>>();
  /** ids seen in lists, by the path segment naming the collection (`practices`, `users`...). */
  const idsBySegment = new Map<string, string>();

  const send = (method: string, request: CheckRequest): Promise<Answer> => {
    const bearer = request.token === undefined ? token : request.token;
    const { body, headers } = toBody(request);
    return fetchAnswer(fetchImpl, `${base}${request.url}`, {
      method: method.toUpperCase(),
      headers: {
        accept: 'application/json',
        ...headers,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body,
      // A server that never answers fails the check instead of hanging the CI job.
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  };

  /** A GET of the server, once a URL: what path parameters and chains are found from. */
  const get = (url: string): Promise<Answer> => {
    let pending = cached.get(url);
    if (!pending) {
      // A call that failed finds nothing: what needs its ids is skipped, saying which value is missing.
      pending = send('get', { url }).catch((): Answer => ({
        status: 0,
        headers: new Headers(),
        mediaType: '',
        body: undefined,
        durationMs: 0,
      }));
      cached.set(url, pending);
    }
    return pending;
  };

  /** The value of each path parameter: the first item of the list one level up. */
  const resolvePath = async (operation: KitOperation): Promise<string | { missing: string }> => {
    const resolved: string[] = [];
    for (const segment of operation.path.split('/')) {
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
        reads.find((candidate) => templateMatches(candidate.path, listPath)) ??
        reads.find((candidate) => !candidate.path.includes('{') && candidate.path.endsWith(`/${collection}`));
      let value: string | undefined;
      if (lister) {
        const { status, body } = await get(templateMatches(lister.path, listPath) ? listPath : lister.path);
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

  /** Fills a path template with given values (the ids a chain created, unknown ids). */
  const fillPath = (operation: KitOperation, values: Record<string, string>): string =>
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

  const remember = (operation: KitOperation, body: unknown) => {
    const item = firstItem(body);
    const field = ID_FIELDS.find((name) => item?.[name] !== undefined);
    const collection = operation.path.split('/').at(-1) ?? '';
    if (item && field && !collection.startsWith('{')) idsBySegment.set(collection, String(item[field]));
  };

  const newResult = (operation: KitOperation, check: CheckKind, detail = ''): OperationResult => {
    const result: OperationResult = {
      name: [operation.operationId, check, detail].filter(Boolean).join(' '),
      check,
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      status: 'skip',
      durationMs: 0,
      problems: [],
      extraFields: [],
    };
    results.push(result);
    return result;
  };

  /** Skips a check, with why. */
  const skip = (operation: KitOperation, check: CheckKind, why: string, detail = '') => {
    newResult(operation, check, detail).problems.push(why);
  };

  /**
   * Sends one request, checks its answer and records the result; returns the answer (undefined
   * when the call itself failed). A 429 with a Retry-After the kit can wait for is tried once more.
   */
  const runCheck = async (
    operation: KitOperation,
    check: CheckKind,
    request: CheckRequest,
    expectation: Omit<AnswerExpectation, 'successSchema' | 'allowExtra'>,
    detail = '',
  ): Promise<Answer | undefined> => {
    const result = newResult(operation, check, detail);
    result.url = request.url;
    try {
      let answer = await send(operation.method, request);
      const retryAfter = Number(answer.headers.get('retry-after'));
      if (
        answer.status === 429 &&
        retryAfter >= 0 &&
        retryAfter <= maxRetryAfter &&
        answer.headers.has('retry-after')
      ) {
        await sleep(retryAfter * 1000);
        answer = await send(operation.method, request);
      }
      result.httpStatus = answer.status;
      result.durationMs = Math.round(answer.durationMs);
      const verdict = checkAnswer(operation, answer, {
        ...expectation,
        successSchema: schemas.get(operation.operationId),
        allowExtra,
      });
      result.problems.push(...verdict.problems);
      result.extraFields = verdict.extraFields;
      result.status = verdict.problems.some((problem) => !problem.startsWith('warning: ')) ? 'fail' : 'pass';
      if (operation.method === 'get' && answer.status < 300) remember(operation, answer.body);
      return answer;
    } catch (error) {
      result.status = 'fail';
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      result.problems.push(
        timedOut
          ? `no answer within ${CALL_TIMEOUT_MS / 1000} s`
          : error instanceof Error
            ? // fetch says "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND...).
              [error.message, causeOf(error)].filter(Boolean).join(': ')
            : String(error),
      );
      return undefined;
    }
  };

  return { operations, results, get, send, resolvePath, fillPath, runCheck, skip, base };
};

export type Session = ReturnType<typeof createSession>;

export const SUCCESS: Pick<AnswerExpectation, 'wanted' | 'accepts'> = {
  wanted: 'a 2xx success',
  accepts: (status) => status >= 200 && status < 300,
};
