import { describe, expect, it } from 'vitest';
import { injectFaults } from '../faults/offline-faults';
import { call } from './api-test-client';

const practices = () => call('/practices', { as: 'sysadmin' });

describe('faults on demand', () => {
  it('answers the armed status for the next N calls, then the real answer', async () => {
    await injectFaults({ operationId: 'getPractices', status: 503, retryAfter: '2', times: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await practices();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    expect((await practices()).status).toBe(200);
  });

  it('keeps a fault without a count until it is cleared, and only for its operation', async () => {
    await injectFaults({ operationId: 'getPractices', status: 500 });
    expect((await practices()).status).toBe(500);
    expect((await practices()).status).toBe(500);
    expect((await call('/administration/deploymentGroups', { as: 'sysadmin' })).status).toBe(200);
    const listed = await fetch('http://localhost/api/__offline/faults');
    expect(await listed.json()).toMatchObject([{ operationId: 'getPractices', status: 500 }]);

    expect((await fetch('http://localhost/api/__offline/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await practices()).status).toBe(200);
  });

  it('applies the faults of one operation in the order they were armed', async () => {
    await injectFaults([
      { operationId: 'getPractices', status: 429, retryAfter: 'Wed, 25 Nov 2026 10:00:00 GMT', times: 1 },
      { operationId: 'getPractices', status: 502, times: 1 },
    ]);
    const first = await practices();
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, 'Wed, 25 Nov 2026 10:00:00 GMT']);
    expect((await practices()).status).toBe(502);
    expect((await practices()).status).toBe(200);
  });

  it('answers 400 with the given field errors, matching the operation by method and path', async () => {
    const errors = [{ field: 'releaseName', message: 'Too long', code: 'MAX_LENGTH' }];
    await injectFaults({ operationId: 'updateDeploymentGroup', status: 400, errors, times: 1 });
    // A GET of the same group of paths is another operation: untouched.
    expect((await call('/administration/deploymentGroups', { as: 'sysadmin' })).status).toBe(200);
    const response = await call('/administration/deploymentGroup/2', {
      as: 'sysadmin',
      method: 'PATCH',
      body: { releaseName: '2027.01.0' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors });
  });

  it('drops the connection, or breaks the contract with a 200', async () => {
    await injectFaults({ operationId: 'getPractices', kind: 'network', times: 1 });
    await expect(practices()).rejects.toThrow(TypeError);

    await injectFaults({ operationId: 'getPractices', kind: 'malformed', times: 1 });
    const response = await practices();
    expect(response.status).toBe(200);
    const { GetPracticesResponse } = await import('@/api/generated/practices/practices.zod');
    expect(GetPracticesResponse.safeParse(await response.json()).success).toBe(false);
  });

  it('holds a call past the delay of a timeout fault, then answers 504', async () => {
    await injectFaults({ operationId: 'getPractices', kind: 'timeout', delayMs: 150, times: 1 });
    const started = performance.now();
    const response = await practices();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(504);
  });

  it('refuses an operation the contract does not have, and a malformed fault', async () => {
    await expect(injectFaults({ operationId: 'getPractice5', status: 500 })).rejects.toThrow(
      /No operation of the contract is named .*getPractice5/,
    );
    await expect(injectFaults({ operationId: 'getPractices', status: 200 })).rejects.toThrow(/status/);
    expect((await practices()).status).toBe(200);
  });

  it('still answers 401 without a token: the token check comes first', async () => {
    await injectFaults({ operationId: 'getPractices', status: 500 });
    expect((await fetch('http://localhost/api/practices')).status).toBe(401);
  });
});
