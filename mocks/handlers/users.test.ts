import { describe, expect, it } from 'vitest';
import {
  CreateUserResponse,
  GetGroupsResponse,
  GetUserProfileResponse,
  GetUserResponse,
  GetUsersResponse,
  UpdateUserResponse,
} from '@/api/generated/users/users.zod';
import { issueAccessToken } from '../auth/access-tokens';
import { CLINIC_ADMIN_PRACTICES } from '../db/practice-directory';
import { NO_PROFILE_USER_ID } from '../db/users';
import { API, call, parsed, problemOf, rawJson } from './api-test-client';
import { isGroupRole, isPracticeRole, roleTarget } from '@/domain/role-entries';

const profileOf = async (username: string) =>
  parsed(GetUserProfileResponse, await call('/users/profile', { as: username }));

describe('GET /users/profile', () => {
  it('answers the system administrator, without the identity service fields', async () => {
    const response = await call('/users/profile', { as: 'sysadmin' });
    expect(response.status).toBe(200);
    expect(await rawJson(response)).not.toHaveProperty('permissions');
    const profile = await parsed(GetUserProfileResponse, response);
    expect(profile).toMatchObject({ username: 'sysadmin', roles: [{ role: 'sys-admin' }], migrated: true });
    expect(profile.legacyPermissions.analytik).toBe(true);
  });

  it('answers the demo practice administrator with its four named practices', async () => {
    const profile = await profileOf('clinic');
    expect(profile.roles.map((role) => roleTarget(role).practiceId)).toEqual(
      CLINIC_ADMIN_PRACTICES.map((practice) => practice.id),
    );
    expect(
      profile.roles.every(
        (role) => role.role === 'practice-admin' && isPracticeRole(role) && role.practiceName,
      ),
    ).toBe(true);
  });

  it('answers an empty role list for noroles, and a group role with its members for group', async () => {
    expect((await profileOf('noroles')).roles).toEqual([]);
    const [groupRole] = (await profileOf('group')).roles;
    expect(groupRole).toMatchObject({ role: 'group-admin', groupId: 4, groupName: 'Ontario Smile Partners' });
    expect(groupRole && isGroupRole(groupRole) && groupRole.groupMembers).toHaveLength(4);
  });

  it('answers 404 PROFILE_NOT_FOUND for an identity without a profile, 401 without a token', async () => {
    for (const id of [NO_PROFILE_USER_ID, crypto.randomUUID()]) {
      const token = await issueAccessToken({ id, username: 'noprofile' });
      const response = await fetch(`${API}/users/profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
      expect((await problemOf(response)).code).toBe('PROFILE_NOT_FOUND');
    }
    expect((await fetch(`${API}/users/profile`)).status).toBe(401);
  });
});

describe('GET /users', () => {
  const list = async (query: string, as = 'sysadmin') =>
    parsed(GetUsersResponse, await call(`/users?${query}`, { as }));

  it('pages the 80 seeded users sorted by last then first name', async () => {
    const first = await list('pageSize=30');
    expect(first.meta).toEqual({ page: 1, pageSize: 30, totalItems: 80, totalPages: 3 });
    const all = [
      ...first.items,
      ...(await list('pageSize=30&page=2')).items,
      ...(await list('pageSize=30&page=3')).items,
    ];
    expect(new Set(all.map((user) => user.id)).size).toBe(80);
    const keys = all.map((user) => [user.lastName, user.firstName] as const);
    const compare = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });
    const sorted = [...keys].sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]));
    expect(keys).toEqual(sorted);
  });

  it('searches names and emails without regard to case or accents', async () => {
    const { items } = await list('search=GENEVIEVE%20ouellet');
    expect(items.map((user) => user.username)).toContain('clinic');
    expect(
      (await list('search=portal.example.ca')).items.every((user) =>
        user.email.endsWith('@portal.example.ca'),
      ),
    ).toBe(true);
  });

  it('filters by role type and migration, and covers every role type', async () => {
    for (const role of [
      'sys-admin',
      'sys-admin-read',
      'practice-admin',
      'practice-user',
      'group-admin',
    ] as const) {
      const { items } = await list(`role=${role}&pageSize=200`);
      expect(items.length, role).toBeGreaterThan(1);
      expect(items.every((user) => user.roles.some((entry) => entry.role === role))).toBe(true);
    }
    const legacy = (await list('migrated=false&pageSize=200')).items;
    expect(legacy.length).toBeGreaterThan(5);
    expect(legacy.every((user) => !user.migrated)).toBe(true);
    expect(legacy.some((user) => user.legacyPermissions.practices.length > 0)).toBe(true);
    expect(legacy.some((user) => user.roles.some((entry) => isPracticeRole(entry) && !entry.role))).toBe(
      true,
    );
  });

  it('answers 400 for a bad query, 403 to users who are not system administrators', async () => {
    const bad = await call('/users?pageSize=500&migrated=perhaps', { as: 'sysadmin' });
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).errors?.map((error) => error.field).sort()).toEqual([
      'migrated',
      'pageSize',
    ]);
    expect((await call('/users', { as: 'clinic' })).status).toBe(403);
    expect((await call('/groups', { as: 'group' })).status).toBe(403);
  });
});

describe('user administration', () => {
  const julie = { email: 'julie.gagnon@cliniqueduplateau.ca', firstName: 'Julie', lastName: 'Gagnon' };

  it('creates, reads, renames and deletes a user; 409 for a taken email', async () => {
    const created = await call('/users', {
      as: 'sysadmin',
      method: 'POST',
      body: { ...julie, roles: [{ role: 'practice-admin', practiceId: CLINIC_ADMIN_PRACTICES[0]?.id }] },
    });
    expect(created.status).toBe(201);
    const user = await parsed(CreateUserResponse, created);
    expect(user).toMatchObject({
      username: julie.email,
      migrated: true,
      roles: [{ practiceName: 'Clinique dentaire du Plateau' }],
    });

    const duplicate = await call('/users', {
      as: 'sysadmin',
      method: 'POST',
      body: { ...julie, email: julie.email.toUpperCase() },
    });
    expect(duplicate.status).toBe(409);
    expect((await problemOf(duplicate)).code).toBe('EMAIL_ALREADY_EXISTS');

    const renamed = await call(`/users/${user.id}`, {
      as: 'sysadmin',
      method: 'PATCH',
      body: { lastName: 'Gagnon-Roy', email: 'julie.roy@cliniqueduplateau.ca' },
    });
    expect(await parsed(UpdateUserResponse, renamed)).toMatchObject({
      lastName: 'Gagnon-Roy',
      username: 'julie.roy@cliniqueduplateau.ca',
    });
    expect(
      (await parsed(GetUserResponse, await call(`/users/${user.id}`, { as: 'readonly' }))).lastName,
    ).toBe('Gagnon-Roy');

    expect((await call(`/users/${user.id}/reset-password`, { as: 'sysadmin', method: 'POST' })).status).toBe(
      202,
    );
    expect((await call(`/users/${user.id}`, { as: 'sysadmin', method: 'DELETE' })).status).toBe(204);
    expect((await call(`/users/${user.id}`, { as: 'sysadmin' })).status).toBe(404);
  });

  it('answers 400 with the field list for bad bodies', async () => {
    const bad = await call('/users', {
      as: 'sysadmin',
      method: 'POST',
      body: { email: 'not-an-email', firstName: '  ' },
    });
    expect((await problemOf(bad)).errors?.map((error) => error.field).sort()).toEqual(['email', 'lastName']);
    const empty = await call('/users', {
      as: 'sysadmin',
      method: 'POST',
      body: { ...julie, email: 'x@y.ca', firstName: '  ' },
    });
    expect((await problemOf(empty)).errors?.[0]?.field).toBe('firstName');
    const sysadmin = await profileOf('sysadmin');
    const nothing = await call(`/users/${sysadmin.id}`, { as: 'sysadmin', method: 'PATCH', body: {} });
    expect(nothing.status).toBe(400);
  });

  it('lets the read-only administrator read but not write', async () => {
    const target = await profileOf('resetme');
    expect((await call(`/users/${target.id}`, { as: 'readonly' })).status).toBe(200);
    const writes: [string, 'POST' | 'PATCH' | 'DELETE', unknown][] = [
      ['/users', 'POST', julie],
      [`/users/${target.id}`, 'PATCH', { firstName: 'X' }],
      [`/users/${target.id}`, 'DELETE', undefined],
      [`/users/${target.id}/reset-password`, 'POST', undefined],
      [`/users/${target.id}/migrate`, 'POST', undefined],
      [`/users/${target.id}/roles`, 'PATCH', { roles: [] }],
      [`/users/${target.id}/legacy-permissions`, 'PATCH', { analytik: true }],
    ];
    for (const [path, method, body] of writes) {
      const response = await call(path, { as: 'readonly', method, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await problemOf(response)).code).toBe('FORBIDDEN');
    }
  });

  it('lists the clinic groups a group role can be given on', async () => {
    const groups = await parsed(GetGroupsResponse, await call('/groups', { as: 'readonly' }));
    expect(groups).toHaveLength(6);
    expect(groups.map((group) => group.name)).toEqual(
      [...groups.map((group) => group.name)].sort((a, b) =>
        a.localeCompare(b, 'fr', { sensitivity: 'base' }),
      ),
    );
    expect(groups.find((group) => group.id === 4)?.members).toHaveLength(4);
  });
});
