import type { z } from 'zod';
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
  body?: unknown;
}

export const call = async (path: string, { as, method = 'GET', body }: CallOptions): Promise<Response> =>
  fetch(`${API}${path}`, {
    method,
    headers: { authorization: await bearerFor(as), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

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
