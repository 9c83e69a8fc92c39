import { expect } from 'vitest';
import type { z } from 'zod';
import type { Problem } from '@/api/generated/communication/model';
import { issueAccessToken } from '../auth/access-tokens';
import { findUserByUsername } from '../db/users';

/** For handler tests: calls the offline API (msw/node) as a seeded user. */
export const API = 'http://localhost/api';

export const bearerFor = async (username: string): Promise<string> => {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`No seeded user named ${username}`);
  return `Bearer ${await issueAccessToken({ id: user.id, username: user.username })}`;
};

export interface CallOptions {
  as: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** JSON (a string is sent as is), or FormData sent as multipart with the boundary fetch picks. */
  body?: unknown;
  headers?: Record<string, string>;
}

export const call = async (
  path: string,
  { as, method = 'GET', body, headers = {} }: CallOptions,
): Promise<Response> => {
  const multipart = body instanceof FormData;
  return fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: await bearerFor(as),
      ...(multipart ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined
      ? {}
      : { body: multipart || typeof body === 'string' ? body : JSON.stringify(body) }),
  });
};

/** `call` bound to one seeded user, for tests that make many calls as the same person. */
export const clientAs =
  (as: string) =>
  (method: NonNullable<CallOptions['method']>, path: string, body?: unknown): Promise<Response> =>
    call(path, { as, method, body });

/** The body, checked against the operation's generated response schema (throws on drift). */
export const parsed = async <Schema extends z.ZodType>(
  schema: Schema,
  response: Response,
): Promise<z.output<Schema>> => {
  const body: unknown = await response.json();
  const result = schema.safeParse(body);
  if (!result.success)
    throw new Error(`Response drifts from its schema: ${JSON.stringify(result.error.issues, null, 2)}`);
  return result.data;
};

/**
 * The body of a success, asserting its status (the body shows in the failure) and parsing it
 * with the operation's generated `<OperationId>Response` schema (throws on drift).
 */
export const expectContract = async <Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
  status = 200,
): Promise<z.output<Schema>> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success)
    throw new Error(`The answer drifts from the contract: ${JSON.stringify(result.error.issues)}`);
  return result.data;
};

/** An error in the problem shape of common.yaml, with its status. */
export const expectProblem = async (response: Response, status: number): Promise<Problem> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = JSON.parse(text) as Problem;
  expect(body).toMatchObject({ status, title: expect.any(String) as string });
  return body;
};

export const fieldsOf = (problem: Problem): string[] => (problem.errors ?? []).map((error) => error.field);

/** The raw JSON, for checking what the schema would strip (internal fields must not leak). */
export const rawJson = async (response: Response): Promise<Record<string, unknown>> =>
  (await response.clone().json()) as Record<string, unknown>;

export interface ProblemBody {
  status: number;
  code?: string;
  errors?: { field: string; code?: string; message: string }[];
}

export const problemOf = async (response: Response): Promise<ProblemBody> => {
  expectProblemType(response);
  return (await response.json()) as ProblemBody;
};

const expectProblemType = (response: Response) => {
  if (!response.headers.get('content-type')?.includes('application/problem+json')) {
    throw new Error(
      `Expected a problem response, got ${response.status} ${response.headers.get('content-type')}`,
    );
  }
};
