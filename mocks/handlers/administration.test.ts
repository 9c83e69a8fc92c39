import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-tokens';

const api = 'http://localhost/api';
const authHeaders = async () => ({
  authorization: `Bearer ${await issueAccessToken({ id: 'test-user', username: 'test' })}`,
  'content-type': 'application/json',
});

describe('deployment groups', () => {
  it('answers 401 without a bearer token, like the real API', async () => {
    const response = await fetch(`${api}/administration/deploymentGroups`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('rejects a forged token', async () => {
    const token = await issueAccessToken({ id: 'x', username: 'x' });
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.c2lnbmF0dXJl`;
    const response = await fetch(`${api}/administration/deploymentGroups`, { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(401);
  });

  it('lists the seeded groups sorted by name and keeps a rename', async () => {
    const headers = await authHeaders();
    const list = (await (await fetch(`${api}/administration/deploymentGroups`, { headers })).json()) as { id: number; name: string }[];
    expect(list.map((group) => group.name)).toEqual([...list.map((group) => group.name)].sort());
    expect(list).toHaveLength(4);

    const patch = await fetch(`${api}/administration/deploymentGroup/2`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ releaseName: '2026.12.0' }),
    });
    expect(patch.status).toBe(200);
    const after = (await (await fetch(`${api}/administration/deploymentGroups`, { headers })).json()) as { id: number; releaseName: string }[];
    expect(after.find((group) => group.id === 2)?.releaseName).toBe('2026.12.0');
  });

  it('answers 400 with the field list for a bad body, 404 for an unknown group, 409 for a taken name', async () => {
    const headers = await authHeaders();
    const bad = await fetch(`${api}/administration/deploymentGroup/1`, { method: 'PATCH', headers, body: JSON.stringify({ name: '' }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('name');

    const missing = await fetch(`${api}/administration/deploymentGroup/99`, { method: 'PATCH', headers, body: '{"name":"x"}' });
    expect(missing.status).toBe(404);

    const taken = await fetch(`${api}/administration/deploymentGroup/1`, { method: 'PATCH', headers, body: '{"name":"Production B"}' });
    expect(taken.status).toBe(409);
  });
});
