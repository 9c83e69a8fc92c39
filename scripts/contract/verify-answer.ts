/**
 * What contract-verify checks in every answer, whatever the request: the status is one the
 * operation declares (and the one the check expects), the media type is one the contract gives
 * for that status, the headers it declares are there (Retry-After on a 429, Content-Disposition
 * on a download), and the body matches its schema: the generated zod schema for a success, the
 * contract's own schema (the shared error object) for an error. Each problem is one plain line.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { z } from 'zod';
import { describeIssues } from '../../src/api/contract-validation';
import { isJsonMediaType, mediaTypeOf, type KitOperation } from './verify-spec';

export interface Answer {
  status: number;
  headers: Headers;
  mediaType: string;
  /** Parsed JSON for a JSON media type, else the bytes. */
  body: unknown;
  /** Set when a JSON media type carried something that is not JSON. */
  notJson?: string;
  durationMs: number;
}

/** Calls and reads the answer: JSON when the answer says it is JSON, else bytes. */
export const fetchAnswer = async (
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<Answer> => {
  const started = performance.now();
  const response = await fetchImpl(url, init);
  const mediaType = mediaTypeOf(response.headers.get('content-type'));
  const answer: Answer = {
    status: response.status,
    headers: response.headers,
    mediaType,
    body: undefined,
    durationMs: 0,
  };
  if (isJsonMediaType(mediaType)) {
    const text = await response.text();
    try {
      answer.body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      answer.body = text;
      answer.notJson = text.slice(0, 80);
    }
  } else {
    answer.body = await response.arrayBuffer();
  }
  answer.durationMs = performance.now() - started;
  return answer;
};

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

// ajv-formats is CommonJS: its function is the default export, or the module itself once bundled.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;
// OpenAPI 3.0 schemas carry `example`, `nullable`... which are not JSON Schema: not strict.
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>();

/** Problems of a body against a schema of the contract itself (error answers). */
const contractSchemaProblems = (schema: Record<string, unknown>, body: unknown): string[] => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 10).map((error) => {
    const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '(root)';
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return extra
      ? `${where}: ${extra} is not declared by the contract`
      : `${where}: ${error.message ?? 'invalid'}`;
  });
};

export interface AnswerExpectation {
  /** The statuses this check wants, in words for the report (`2xx`, `401`...). */
  wanted: string;
  accepts: (status: number) => boolean;
  /** The generated schema of the success body. */
  successSchema?: z.ZodType;
  allowExtra?: boolean;
  /** For a 400: the field its `errors` must name. */
  fieldNamed?: string;
}

export interface AnswerVerdict {
  problems: string[];
  /** Undeclared fields (JSON paths): problems, or warnings with --allow-extra. */
  extraFields: string[];
}

const declaredStatuses = (operation: KitOperation) => Object.keys(operation.responses).join(', ');

const excerpt = (answer: Answer) =>
  answer.body === undefined || answer.body instanceof ArrayBuffer
    ? ''
    : `: ${JSON.stringify(answer.body).slice(0, 300)}`;

const bodyProblems = (
  operation: KitOperation,
  answer: Answer,
  declared: Record<string, { schema?: Record<string, unknown> }>,
  expectation: AnswerExpectation,
): AnswerVerdict => {
  const verdict: AnswerVerdict = { problems: [], extraFields: [] };
  if (answer.status === 204 || !isJsonMediaType(answer.mediaType)) return verdict;
  if (answer.notJson !== undefined) {
    verdict.problems.push(
      `the body is not JSON although its Content-Type is ${answer.mediaType}: "${answer.notJson}"`,
    );
    return verdict;
  }
  if (answer.status < 300 && expectation.successSchema) {
    const parsed = expectation.successSchema.safeParse(answer.body);
    const { extra, other } = splitIssues(parsed.success ? [] : parsed.error.issues);
    if (other.length > 0) verdict.problems.push(...describeIssues(other).split('; '));
    verdict.extraFields = extra;
    const prefix = expectation.allowExtra ? 'warning: ' : '';
    verdict.problems.push(...extra.map((path) => `${prefix}${path} is not declared by the contract`));
    return verdict;
  }
  const schema = declared[answer.mediaType]?.schema;
  if (answer.status >= 400 && schema) {
    const problems = contractSchemaProblems(schema, answer.body);
    if (problems.length > 0) {
      verdict.problems.push(
        `the HTTP ${answer.status} body is not the contract's error object${excerpt(answer)}`,
        ...problems,
      );
    }
  }
  void operation;
  return verdict;
};

/** Every problem of one answer to one check. */
export const checkAnswer = (
  operation: KitOperation,
  answer: Answer,
  expectation: AnswerExpectation,
): AnswerVerdict => {
  const response = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!response) {
    return {
      problems: [
        `HTTP ${answer.status} is not an answer the contract declares for ${operation.operationId} (it declares ${declaredStatuses(operation)})${excerpt(answer)}`,
      ],
      extraFields: [],
    };
  }
  const problems: string[] = [];
  if (!expectation.accepts(answer.status)) {
    problems.push(`HTTP ${answer.status} where ${expectation.wanted} was expected${excerpt(answer)}`);
  }
  const declaredTypes = Object.keys(response.content);
  if (declaredTypes.length > 0 && !declaredTypes.includes(answer.mediaType)) {
    problems.push(
      `wrong media type: HTTP ${answer.status} came as ${answer.mediaType || 'no Content-Type'}, the contract declares ${declaredTypes.join(' or ')}`,
    );
    return { problems, extraFields: [] };
  }
  for (const header of response.headers) {
    if (!answer.headers.has(header)) {
      problems.push(`HTTP ${answer.status} without the ${header} header the contract declares for it`);
    }
  }
  const verdict = bodyProblems(operation, answer, response.content, expectation);
  problems.push(...verdict.problems);
  if (expectation.fieldNamed !== undefined && answer.status === 400 && answer.notJson === undefined) {
    const errors = (answer.body as { errors?: { field?: unknown }[] } | undefined)?.errors;
    const named = (errors ?? []).some(
      ({ field }) =>
        typeof field === 'string' &&
        (field === expectation.fieldNamed || field.startsWith(`${expectation.fieldNamed}.`)),
    );
    if (!named) {
      problems.push(
        `the 400's errors do not name the field ${expectation.fieldNamed} (they name ${
          (errors ?? []).map(({ field }) => String(field)).join(', ') || 'none'
        })`,
      );
    }
  }
  return { problems, extraFields: verdict.extraFields };
};
