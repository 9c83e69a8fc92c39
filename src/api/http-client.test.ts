import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { setAccessTokenProvider } from './access-token';
import { onContractDrift, type ContractDriftEvent } from './contract-validation';
import { baseURL, failure, problem, respondInTurn, setup, url } from './http-client.test-support';

describe('http client', () => {
  afterEach(() => server.resetHandlers());

  it('sends the bearer token of the session', async () => {
    setAccessTokenProvider(() => Promise.resolve('token-123'));
    let authorization: string | null = null;
    server.use(
      http.get(url, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await setup().request({ url: '/administration/deploymentGroups', method: 'GET' });
    expect(authorization).toBe('Bearer token-123');
  });

  it("hands a successful answer's headers to the caller that asks for them", async () => {
    const disposition = 'attachment; filename="Pilote (copie).csv"';
    server.use(
      http.get(url, () => HttpResponse.json([], { headers: { 'Content-Disposition': disposition } })),
    );
    let received: Record<string, string> | undefined;
    await setup().request(
      { url: '/administration/deploymentGroups', method: 'GET' },
      { onHeaders: (headers) => (received = headers) },
    );
    expect(received?.['content-disposition']).toBe(disposition);
  });

  it('retries an idempotent call on 503 and returns the later success', async () => {
    const calls = respondInTurn('get', problem(503), () =>
      HttpResponse.json([{ id: 1, name: 'Pilote', releaseName: 'r1' }]),
    );
    const { request, sleep } = setup();
    const groups = await request<unknown[]>({ url: '/administration/deploymentGroups', method: 'GET' });
    expect(groups).toHaveLength(1);
    expect(calls()).toBe(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(200);
    expect(sleep.mock.calls[0]?.[0]).toBeLessThan(300);
  });

  it('gives up after 3 attempts with a server error', async () => {
    const calls = respondInTurn('get', problem(500, { detail: 'Database unavailable' }));
    const error = await failure(setup().request({ url: '/administration/deploymentGroups', method: 'GET' }));
    expect(calls()).toBe(3);
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Database unavailable');
  });

  it('waits as long as Retry-After says on 429', async () => {
    const calls = respondInTurn('get', problem(429, {}, { 'Retry-After': '7' }));
    const { request, sleep } = setup();
    const error = await failure(request({ url: '/administration/deploymentGroups', method: 'GET' }));
    expect(calls()).toBe(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([7000, 7000]);
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterSeconds).toBe(7);
  });

  it('never retries a POST', async () => {
    const calls = respondInTurn('post', problem(503));
    const error = await failure(
      setup().request({ url: '/administration/deploymentGroups', method: 'POST', data: {} }),
    );
    expect(calls()).toBe(1);
    expect(error.kind).toBe('server');
  });

  it('retries network errors, then reports them as such', async () => {
    const calls = respondInTurn('get', () => HttpResponse.error());
    const error = await failure(setup().request({ url: '/administration/deploymentGroups', method: 'GET' }));
    expect(calls()).toBe(3);
    expect(error.kind).toBe('network');
  });

  it.each([
    [400, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
  ] as const)('maps %i to %s without retrying', async (status, kind) => {
    const calls = respondInTurn(
      'get',
      problem(status, { code: 'X', errors: [{ field: 'name', message: 'Required' }] }),
    );
    const error = await failure(setup().request({ url: '/administration/deploymentGroups', method: 'GET' }));
    expect(calls()).toBe(1);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.code).toBe('X');
    expect(error.fieldMessage('name')).toBe('Required');
  });

  it('fails loudly on a response that breaks its contract, naming the operation and the field', async () => {
    respondInTurn('get', () => HttpResponse.json([{ id: 1, title: 'Pilote', releaseName: 'r1' }]));
    const error = await failure(
      setup(true).request({ url: '/administration/deploymentGroups', method: 'GET' }),
    );
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('getDeploymentGroups');
    expect(error.message).toContain('0.name');
  });

  it('takes the empty body of a 202 as no body, which a void operation promises', async () => {
    server.use(
      http.post(`${baseURL}/users/:id/reset-password`, () => new HttpResponse(null, { status: 202 })),
    );
    await expect(
      setup(true).request({
        url: '/users/6d3f8b2a-1c4e-4f7a-9b5d-2e8c0a6f4d19/reset-password',
        method: 'POST',
      }),
    ).resolves.toBe('');
  });

  it('in production reports the drift and keeps the data', async () => {
    respondInTurn('get', () => HttpResponse.json([{ id: 1, title: 'Pilote', releaseName: 'r1' }]));
    const events: ContractDriftEvent[] = [];
    const stop = onContractDrift((event) => events.push(event));
    const data = await setup(false).request<{ title: string }[]>({
      url: '/administration/deploymentGroups',
      method: 'GET',
    });
    stop();
    expect(data[0]?.title).toBe('Pilote');
    expect(events).toHaveLength(1);
    expect(events[0]?.operationId).toBe('getDeploymentGroups');
    expect(events[0]?.issues[0]?.path).toEqual([0, 'name']);
  });

  it('matches static paths before parameter paths', async () => {
    const { operations } = await import('./generated/operations');
    const { findOperation } = await import('./contract-validation');
    expect(findOperation(operations, 'get', '/users/profile')?.operationId).toBe('getUserProfile');
    expect(findOperation(operations, 'get', '/users/3f2b6c1e')?.operationId).toBe('getUser');
  });

  it('stops retrying once the next wait would pass the 30 s budget', async () => {
    const calls = respondInTurn('get', problem(503, {}, { 'Retry-After': '20' }));
    const { request, sleep } = setup();
    const error = await failure(request({ url: '/administration/deploymentGroups', method: 'GET' }));
    // 20 s, then 20 s more would end past 30 s: the caller gets the error after the second attempt.
    expect(calls()).toBe(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([20_000]);
    expect(error.kind).toBe('server');
  });

  it('gives up at once on a Retry-After longer than the budget', async () => {
    const calls = respondInTurn('get', problem(429, {}, { 'Retry-After': '300' }));
    const { request, sleep } = setup();
    const error = await failure(request({ url: '/administration/deploymentGroups', method: 'GET' }));
    expect(calls()).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 300 });
  });
});
