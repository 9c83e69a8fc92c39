// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operations as contractOperations } from '../../src/api/generated/operations';
import { planContract } from './verify';
import { checkAnswer, type Answer } from './verify-answer';
import { readKitOperations } from './verify-spec';

const operations = readKitOperations();
const operation = (operationId: string) => {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};
const successSchema = (operationId: string) =>
  contractOperations.find((candidate) => candidate.operationId === operationId)?.response;

const answer = (
  status: number,
  contentType: string,
  body: unknown,
  headers: Record<string, string> = {},
): Answer => ({
  status,
  headers: new Headers({ 'content-type': contentType, ...headers }),
  mediaType: contentType.split(';')[0] ?? '',
  body,
  durationMs: 1,
});

const SUCCESS = { wanted: 'a 2xx success', accepts: (status: number) => status < 300 };
const problem = { title: 'Too many requests', status: 429, code: 'RATE_LIMITED' };

describe('each answer contract-verify checks', () => {
  it('names JSON served as text/plain as the wrong media type, not as a body of the wrong shape', () => {
    const { problems } = checkAnswer(
      operation('getGroups'),
      answer(200, 'text/plain; charset=utf-8', new ArrayBuffer(2)),
      {
        ...SUCCESS,
        successSchema: successSchema('getGroups'),
      },
    );
    expect(problems).toEqual([
      'wrong media type: HTTP 200 came as text/plain, the contract declares application/json',
    ]);
  });

  it('names a 429 without Retry-After, and takes one with it', () => {
    const limited = (headers: Record<string, string>) =>
      checkAnswer(operation('getMetrics'), answer(429, 'application/problem+json', problem, headers), {
        wanted: '429',
        accepts: (status) => status === 429,
      }).problems;
    expect(limited({})).toEqual(['HTTP 429 without the Retry-After header the contract declares for it']);
    expect(limited({ 'retry-after': '30' })).toEqual([]);
  });

  it('names a download without Content-Disposition', () => {
    const { problems } = checkAnswer(
      operation('downloadPricingFile'),
      answer(200, 'text/csv', new ArrayBuffer(4)),
      SUCCESS,
    );
    expect(problems).toEqual([
      'HTTP 200 without the Content-Disposition header the contract declares for it',
    ]);
  });

  it('names a status the operation does not declare, with the ones it does', () => {
    const { problems } = checkAnswer(
      operation('deleteToolVersion'),
      answer(200, 'application/json', { deleted: true }),
      SUCCESS,
    );
    expect(problems).toEqual([
      'HTTP 200 is not an answer the contract declares for deleteToolVersion (it declares 204, 401, 403, 404, 429, 500): {"deleted":true}',
    ]);
  });

  it("checks an error answer against the contract's error object, and a 400 for the field at fault", () => {
    const notFound = checkAnswer(
      operation('getClinicGroup'),
      answer(404, 'application/problem+json', { error: 'gone' }),
      {
        wanted: '404',
        accepts: (status) => status === 404,
      },
    );
    expect(notFound.problems).toEqual([
      `the HTTP 404 body is not the contract's error object: {"error":"gone"}`,
      "(root): must have required property 'title'",
      "(root): must have required property 'status'",
      '(root): error is not declared by the contract',
    ]);
    const refused = {
      title: 'Validation failed',
      status: 400,
      errors: [{ field: 'lastName', message: 'Required' }],
    };
    const wrongField = checkAnswer(
      operation('createUser'),
      answer(400, 'application/problem+json', refused),
      {
        wanted: '400',
        accepts: (status) => status === 400,
        fieldNamed: 'email',
      },
    );
    expect(wrongField.problems).toEqual([
      "the 400's errors do not name the field email (they name lastName)",
    ]);
  });

  it("checks a write's success body against its schema: a missing field, a value outside its enumeration", () => {
    const tool = {
      ...(operation('createToolVersion').responses['201']?.content['application/json']?.example ?? {}),
    };
    const { problems } = checkAnswer(
      operation('createToolVersion'),
      answer(201, 'application/json', { ...tool, toolName: undefined, installationType: 'everywhere' }),
      { ...SUCCESS, successSchema: successSchema('createToolVersion') },
    );
    expect(problems.join('\n')).toMatch(/^toolName: /m);
    expect(problems.join('\n')).toMatch(/^installationType: Invalid option/m);
  });
});

describe('contract-verify --plan', () => {
  it('chains the writes: a record is created before it is read, changed and deleted', () => {
    const names = planContract({ writes: true, errors: true }).map((check) => check.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('createClinicGroup write')).toBeGreaterThan(-1);
    expect(at('createClinicGroup write')).toBeLessThan(at('getClinicGroup read-created'));
    expect(at('getClinicGroup read-created')).toBeLessThan(at('updateClinicGroup write'));
    expect(at('updateClinicGroup write')).toBeLessThan(at('deleteClinicGroup cleanup'));
    expect(at('updatePractice write')).toBeLessThan(at('updatePractice restore'));
    expect(names).toContain('createUser missing-field email');
    expect(names).toContain('getPractices no-token');
  });

  it('selects by tag and operationId, and leaves out the writes and the refusals unless asked', () => {
    const names = planContract({ only: ['clinic-groups'], skip: ['getClinicGroups'] }).map(
      (check) => check.name,
    );
    expect(names).toEqual(['getClinicGroup read']);
    const withErrors = planContract({ only: ['createUser'], errors: true }).map((check) => check.name);
    expect(withErrors).toEqual(['createUser no-token']);
  });
});
