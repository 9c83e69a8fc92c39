import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-tokens';
import { bearerFor } from './api-test-client';

const api = 'http://localhost/api';
const authHeaders = async (as = 'sysadmin') => ({
  authorization: await bearerFor(as),
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
    const response = await fetch(`${api}/administration/deploymentGroups`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('lists the seeded groups sorted by name and keeps a rename', async () => {
    const headers = await authHeaders();
    const list = (await (await fetch(`${api}/administration/deploymentGroups`, { headers })).json()) as {
      id: number;
      name: string;
    }[];
    expect(list.map((group) => group.name)).toEqual([...list.map((group) => group.name)].sort());
    expect(list).toHaveLength(4);

    const patch = await fetch(`${api}/administration/deploymentGroup/2`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ releaseName: '2026.12.0' }),
    });
    expect(patch.status).toBe(200);
    const after = (await (await fetch(`${api}/administration/deploymentGroups`, { headers })).json()) as {
      id: number;
      releaseName: string;
    }[];
    expect(after.find((group) => group.id === 2)?.releaseName).toBe('2026.12.0');
  });

  it('answers 400 with the field list for a bad body, 404 for an unknown group, 409 for a taken name', async () => {
    const headers = await authHeaders();
    const bad = await fetch(`${api}/administration/deploymentGroup/1`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: '' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('name');

    // minProperties: 1, as users and practices: an empty change is refused on the whole body.
    const empty = await fetch(`${api}/administration/deploymentGroup/1`, {
      method: 'PATCH',
      headers,
      body: '{}',
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('(body)');

    const missing = await fetch(`${api}/administration/deploymentGroup/99`, {
      method: 'PATCH',
      headers,
      body: '{"name":"x"}',
    });
    expect(missing.status).toBe(404);

    const taken = await fetch(`${api}/administration/deploymentGroup/1`, {
      method: 'PATCH',
      headers,
      body: '{"name":"Production B"}',
    });
    expect(taken.status).toBe(409);
  });
});

describe('deployment groups access', () => {
  const list = async (as: string) =>
    fetch(`${api}/administration/deploymentGroups`, { headers: await authHeaders(as) });
  const rename = async (as: string, id = 1) =>
    fetch(`${api}/administration/deploymentGroup/${id}`, {
      method: 'PATCH',
      headers: await authHeaders(as),
      body: JSON.stringify({ releaseName: '2099.1.0' }),
    });

  it('lets the read-only administrator list the groups but not change them', async () => {
    const before = (await (await list('readonly')).json()) as unknown[];
    expect(before).toHaveLength(4);
    expect((await rename('readonly')).status).toBe(403);
    // 403 before 404: ids cannot be probed.
    expect((await rename('readonly', 99)).status).toBe(403);
    expect(await (await list('sysadmin')).json()).toEqual(before);
  });

  it('refuses users who are not system administrators', async () => {
    for (const as of ['clinic', 'group']) {
      expect((await list(as)).status).toBe(403);
      expect((await rename(as)).status).toBe(403);
    }
  });
});
