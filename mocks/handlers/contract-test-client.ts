import { expect } from 'vitest';
import type { z } from 'zod';
import type { Problem } from '@/api/generated/communication/model';
import { issueAccessToken } from '../auth/access-tokens';

/** Test helpers of the offline API: calls through msw/node, answers checked against the contract. */
export const API = 'http://localhost/api';

export const bearer = async (): Promise<Record<string, string>> => ({
  authorization: `Bearer ${await issueAccessToken({ id: 'test-user', username: 'test' })}`,
});

/** A call with a bearer token; a plain-object body is sent as JSON. */
export const call = async (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> => {
  const json = body !== undefined && !(body instanceof FormData);
  return fetch(`${API}${path}`, {
    method,
    headers: { ...(await bearer()), ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : body }),
  });
};

/** The body of a success, parsed with the operation's generated response schema. */
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
  const problem = JSON.parse(text) as Problem;
  expect(problem).toMatchObject({ status, title: expect.any(String) as string });
  return problem;
};

export const fieldsOf = (problem: Problem): string[] => (problem.errors ?? []).map((error) => error.field);
