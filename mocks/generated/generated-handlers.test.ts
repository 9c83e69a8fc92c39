import { afterEach, describe, expect, it } from 'vitest';
import type { ContractOperation } from '@/api/contract-validation';
import { operations } from '@/api/generated/operations';
import { call } from '../handlers/api-test-client';
import { useOfflineDataMode } from '../node';

/** Path parameters: ids of nothing in particular, as a page would take them from an earlier answer. */
const PATH_VALUES: Record<string, string> = {
  id: '0f8e2d4c-6b1a-4e3f-9c7d-5a2b8e1f0c3d',
  practiceId: '3f2b6c1e-8a4d-4e0b-9a57-2d7f1c9e5a10',
  metricId: 'newPatients',
};

const pathOf = (operation: ContractOperation): string =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? `${name}-1`);

/** What is wrong with one answer, or undefined when the contract accepts it. */
const driftOf = async (operation: ContractOperation, response: Response): Promise<string | undefined> => {
  if (response.status < 200 || response.status > 299)
    return `status ${response.status}: ${await response.text()}`;
  const kind = operation.response?.def.type;
  if (kind === 'void') {
    const body = await response.text();
    return body === '' ? undefined : `a body where the contract has none: ${body.slice(0, 80)}`;
  }
  if (kind === undefined || kind === 'unknown') return undefined;
  const result = operation.response?.safeParse(await response.json());
  if (!result || result.success) return undefined;
  return JSON.stringify(result.error.issues.slice(0, 3));
};

const callEach = async (list: readonly ContractOperation[]): Promise<string[]> => {
  const drifts: string[] = [];
  for (const operation of list) {
    const method = operation.method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    const response = await call(pathOf(operation), {
      as: 'sysadmin',
      method,
      ...(method === 'GET' ? {} : { body: {} }),
    });
    const drift = await driftOf(operation, response);
    if (drift) drifts.push(`${operation.operationId}: ${drift}`);
  }
  return drifts;
};

const reads = operations.filter((operation) => operation.method === 'get');
const writes = operations.filter((operation) => operation.method !== 'get');

describe('the generated offline data', () => {
  let restore: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  it.each([1, 2, 3, 4, 5])('answers every read of the contracts as it allows, with seed %i', async (seed) => {
    restore = useOfflineDataMode({ kind: 'generated', seed });

    expect(await callEach(reads)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5])(
    'answers every read as the contracts allow with strings drawn from their patterns, seed %i',
    async (seed) => {
      restore = useOfflineDataMode({ kind: 'generated', seed, patterns: 'drawn' });

      expect(await callEach(reads)).toEqual([]);
    },
  );

  it('answers a record read by its id with that id', async () => {
    restore = useOfflineDataMode({ kind: 'generated', seed: 3 });
    const id = PATH_VALUES.id ?? '';
    const asked: [string, string | number][] = [
      [`/practices/${id}`, id],
      [`/users/${id}`, id],
      // A clinic group's id is a number in the contract.
      ['/clinic-groups/42', 42],
    ];
    for (const [path, id] of asked) {
      const body = (await (await call(path, { as: 'sysadmin' })).json()) as { id: unknown };
      expect(body.id, path).toBe(id);
    }
  });

  it('answers every write with the success the contract describes, and keeps nothing', async () => {
    restore = useOfflineDataMode({ kind: 'generated', seed: 1 });
    const before = await (await call('/practices?page=1', { as: 'sysadmin' })).text();

    expect(await callEach(writes)).toEqual([]);
    expect(await (await call('/practices?page=1', { as: 'sysadmin' })).text()).toBe(before);
  });
});
