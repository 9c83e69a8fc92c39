import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '../../mocks/node';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

export const baseURL = 'http://localhost/api';
export const url = `${baseURL}/administration/deploymentGroups`;

/** A client whose waits only move its clock, so the retry budget is measured without waiting. */
export const setup = (strictContracts = true) => {
  let clock = 1_000_000;
  const sleep = vi.fn((ms: number) => {
    clock += ms;
    return Promise.resolve();
  });
  const client = createHttpClient({ baseURL, strictContracts, sleep, now: () => clock });
  return { sleep, request: client.request };
};

/** Answers with the given responses in turn and counts the calls. */
export const respondInTurn = (method: 'get' | 'post', ...responses: (() => Response)[]) => {
  let calls = 0;
  server.use(
    http[method](url, () => {
      const next = responses[Math.min(calls, responses.length - 1)];
      calls += 1;
      return next?.();
    }),
  );
  return () => calls;
};

export const problem =
  (status: number, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ title: 'x', status, ...body }, { status, headers });

export const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};
