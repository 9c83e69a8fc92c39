// @vitest-environment node
// Multipart probes need Node's own FormData: under jsdom, fetch cannot send jsdom's.
import { describe, expect, it } from 'vitest';
import { API, bearerFor, expectProblem, fieldsOf } from './api-test-client';
import {
  fillPath,
  probeBodies,
  readWriteOperations,
  seededIds,
  unknownId,
  type ProbeBody,
  type WriteOperation,
} from './write-bodies.test-support';

/**
 * A careful API judges a write's body before the record it addresses: a bad body is a 400 with
 * the field list whether the record exists or not and whatever state it is in, never a 404 or
 * a 409. Every write is read from openapi/, so a new one is probed as soon as its contract is
 * written.
 */
const AS = 'sysadmin';

const writes = readWriteOperations();
const withBody = writes.filter((operation) => operation.mediaType);
const withoutBody = writes.filter((operation) => !operation.mediaType);

const send = async (operation: WriteOperation, path: string, probe?: ProbeBody) =>
  fetch(`${API}${path}`, {
    method: operation.method,
    headers: {
      authorization: await bearerFor(AS),
      ...(probe?.contentType ? { 'content-type': probe.contentType } : {}),
    },
    ...(probe?.payload === undefined ? {} : { body: probe.payload }),
  });

const queryOf = (operation: WriteOperation) => {
  const query = new URLSearchParams(
    operation.requiredQuery.map((parameter) => [parameter.name, unknownId(parameter)]),
  ).toString();
  return query ? `?${query}` : '';
};

const expectBodyRefused = async (response: Response, probe: ProbeBody) => {
  const problem = await expectProblem(response, 400);
  expect(problem.code).toBe('VALIDATION_FAILED');
  expect(problem.errors?.length).toBeGreaterThan(0);
  expect(fieldsOf(problem)).toEqual(expect.arrayContaining(probe.fields));
};

describe('the writes of the contracts', () => {
  it('are read from openapi/, with and without a body', () => {
    expect(withBody.map((operation) => operation.operationId)).toContain('updateUserRoles');
    expect(withoutBody.map((operation) => operation.operationId)).toContain('deleteUser');
  });
});

describe.each(withBody)('$label', (operation) => {
  const probes = probeBodies(operation);
  // Looked up once: the probes change nothing.
  let seeded: Promise<string[]> | undefined;

  it.each(probes)('refuses $name with 400 for ids that do not exist', async (probe) => {
    const ids = operation.pathParameters.map(unknownId);
    const path = fillPath(operation.path, ids, operation.pathParameters) + queryOf(operation);
    await expectBodyRefused(await send(operation, path, probe), probe);
  });

  it.each(probes)('refuses $name with 400 for seeded records', async (probe) => {
    seeded ??= seededIds(operation, AS);
    const ids = await seeded;
    const path = fillPath(operation.path, ids, operation.pathParameters) + queryOf(operation);
    await expectBodyRefused(await send(operation, path, probe), probe);
  });
});

// These writes take no body: sent none, they answer for what they address (404 for what does
// not exist), not for a body they never asked for.
describe.each(withoutBody)('$label: no body to check', (operation) => {
  it('answers 404 for what does not exist, without asking for a body', async () => {
    const ids = operation.pathParameters.map(unknownId);
    const path = fillPath(operation.path, ids, operation.pathParameters) + queryOf(operation);
    const response = await send(operation, path);
    const addressesSomething = operation.pathParameters.length + operation.requiredQuery.length > 0;
    if (addressesSomething) await expectProblem(response, 404);
    else expect(response.status).not.toBe(400);
  });
});
