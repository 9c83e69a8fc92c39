import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { failure, problem, respondInTurn, setup } from './http-client.test-support';
import { setUnauthorizedHandler } from './unauthorized-handler';

describe('http client on 401', () => {
  afterEach(() => server.resetHandlers());

  const groups = () => HttpResponse.json([{ id: 1, name: 'Pilote', releaseName: 'r1' }]);

  it('asks the session to renew once, then sends the call again', async () => {
    const moments: string[] = [];
    const stop = setUnauthorizedHandler((moment) => {
      moments.push(moment);
      return Promise.resolve(true);
    });
    const calls = respondInTurn('get', problem(401), groups);
    const data = await setup().request<unknown[]>({
      url: '/administration/deploymentGroups',
      method: 'GET',
    });
    stop();
    expect(data).toHaveLength(1);
    expect(calls()).toBe(2);
    expect(moments).toEqual(['first']);
  });

  it('tells the session when the renewed call is refused too, and fails', async () => {
    const moments: string[] = [];
    const stop = setUnauthorizedHandler((moment) => {
      moments.push(moment);
      return Promise.resolve(true);
    });
    const calls = respondInTurn('get', problem(401));
    const error = await failure(setup().request({ url: '/administration/deploymentGroups', method: 'GET' }));
    stop();
    expect(calls()).toBe(2);
    expect(moments).toEqual(['first', 'again']);
    expect(error.kind).toBe('unauthorized');
  });

  it('fails without another call when the session cannot renew (a POST included)', async () => {
    const stop = setUnauthorizedHandler(() => Promise.resolve(false));
    const calls = respondInTurn('post', problem(401));
    const error = await failure(
      setup().request({ url: '/administration/deploymentGroups', method: 'POST', data: {} }),
    );
    stop();
    expect(calls()).toBe(1);
    expect(error.kind).toBe('unauthorized');
  });
});
