import { HttpResponse } from 'msw';
import type { z } from 'zod';

interface ProblemInit {
  title: string;
  detail?: string;
  code: string;
  errors?: { field: string; message: string; code?: string }[];
  headers?: Record<string, string>;
}

const PROBLEM_TYPES: Record<number, string> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  500: 'internal',
};

/** An error in the shared problem shape of openapi/common.yaml. */
export const problem = (status: number, { title, detail, code, errors, headers }: ProblemInit) =>
  HttpResponse.json(
    {
      type: `https://portal.example.ca/problems/${PROBLEM_TYPES[status] ?? 'error'}`,
      title,
      status,
      code,
      ...(detail ? { detail } : {}),
      ...(errors ? { errors } : {}),
    },
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );

export const unauthorized = () =>
  problem(401, { title: 'Unauthorized', code: 'UNAUTHORIZED', detail: 'A valid bearer token is required.' });

export const forbidden = (detail = 'You may not perform this operation.') =>
  problem(403, { title: 'Forbidden', code: 'FORBIDDEN', detail });

export const notFound = (detail: string) => problem(404, { title: 'Not found', code: 'NOT_FOUND', detail });

export const conflict = (detail: string, code = 'CONFLICT') =>
  problem(409, { title: 'Conflict', code, detail });

export const validationFailed = (errors: { field: string; message: string; code?: string }[]) =>
  problem(400, {
    title: 'Validation failed',
    code: 'VALIDATION_FAILED',
    detail: 'One or more fields are invalid.',
    errors,
  });

/** Field errors from zod issues, with dotted paths such as `goals.3.value`. */
export const fieldErrorsOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    code: issue.code,
    message: issue.message,
  }));

/**
 * Parses a JSON body with the operation's generated zod schema; a bad body answers 400 with
 * the field list (thrown, so a handler reads as the happy path).
 */
export const readJsonBody = async <Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw validationFailed([
      { field: '(body)', code: 'invalid_json', message: 'The body is not valid JSON.' },
    ]);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
};

/** Parses query parameters (as an object of strings) with a zod schema; 400 when invalid. */
export const readQuery = <Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
};
