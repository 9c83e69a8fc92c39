import { describe, expect, it } from 'vitest';
import {
  GetUsersResponse,
  MigrateUserResponse,
  UpdateUserLegacyPermissionsResponse,
  UpdateUserRolesResponse,
} from '@/api/generated/users/users.zod';
import { CLINIC_ADMIN_PRACTICES, PRACTICES } from '../db/practice-directory';
import { findUser } from '../db/users';
import { call, parsed, problemOf } from './api-test-client';

const legacyUsers = async () =>
  (await parsed(GetUsersResponse, await call('/users?migrated=false&pageSize=200', { as: 'sysadmin' })))
    .items;

const plateau = CLINIC_ADMIN_PRACTICES[0]?.id;

describe('roles and migration', () => {
  it('refuses roles on a user not migrated (409 USER_NOT_MIGRATED), accepts them once migrated', async () => {
    const [user] = await legacyUsers();
    if (!user) throw new Error('The seed has no user to migrate');
    const roles = { roles: [{ role: 'practice-admin', practiceId: plateau }] };

    const refused = await call(`/users/${user.id}/roles`, { as: 'sysadmin', method: 'PATCH', body: roles });
    expect(refused.status).toBe(409);
    expect((await problemOf(refused)).code).toBe('USER_NOT_MIGRATED');

    const migrated = await parsed(
      MigrateUserResponse,
      await call(`/users/${user.id}/migrate`, { as: 'sysadmin', method: 'POST' }),
    );
    expect(migrated.migrated).toBe(true);
    // Legacy practices became named roles; nothing is left without a role name.
    expect(migrated.roles.every((entry) => entry.role)).toBe(true);
    expect(migrated.legacyPermissions.practices).toEqual([]);

    const again = await call(`/users/${user.id}/migrate`, { as: 'sysadmin', method: 'POST' });
    expect((await problemOf(again)).code).toBe('USER_ALREADY_MIGRATED');

    const updated = await call(`/users/${user.id}/roles`, {
      as: 'sysadmin',
      method: 'PATCH',
      body: { roles: [...roles.roles, { role: 'group-admin', groupId: 2 }, { role: 'sys-admin-read' }] },
    });
    expect(updated.status).toBe(200);
    expect((await parsed(UpdateUserRolesResponse, updated)).roles).toEqual([
      { role: 'practice-admin', practiceId: plateau, practiceName: 'Clinique dentaire du Plateau' },
      {
        role: 'group-admin',
        groupId: 2,
        groupName: 'Cliniques dentaires de la Capitale',
        groupMembers: expect.arrayContaining([
          expect.objectContaining({ name: 'Clinique dentaire Vieux-Québec' }),
        ]) as unknown,
      },
      { role: 'sys-admin-read' },
    ]);
  });

  it('answers 400 naming each faulty role: unknown practice or group, wrong scope, duplicate', async () => {
    const target = (
      await parsed(
        GetUsersResponse,
        await call('/users?role=practice-user&migrated=true', { as: 'sysadmin' }),
      )
    ).items[0];
    if (!target) throw new Error('The seed has no migrated practice user');
    const response = await call(`/users/${target.id}/roles`, {
      as: 'sysadmin',
      method: 'PATCH',
      body: {
        roles: [
          { role: 'practice-user', practiceId: crypto.randomUUID() },
          { role: 'group-admin', groupId: 99 },
          { role: 'sys-admin', practiceId: plateau },
          { role: 'practice-admin' },
          { role: 'practice-user', practiceId: plateau },
          { role: 'practice-user', practiceId: plateau },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors?.map((error) => `${error.field}:${error.code}`)).toEqual([
      'roles.0.practiceId:unknown_practice',
      'roles.1.groupId:unknown_group',
      'roles.2:invalid_scope',
      'roles.3.practiceId:required',
      'roles.5:duplicate',
    ]);
  });

  it('updates legacy permissions and keeps the analytik permission of the token in step', async () => {
    const [user] = await legacyUsers();
    if (!user) throw new Error('The seed has no legacy user left');
    const practice = PRACTICES[5];
    const response = await call(`/users/${user.id}/legacy-permissions`, {
      as: 'sysadmin',
      method: 'PATCH',
      body: {
        analytik: true,
        practices: [{ practiceId: practice?.id, practiceName: 'ignored', permissions: ['communications'] }],
      },
    });
    const updated = await parsed(UpdateUserLegacyPermissionsResponse, response);
    expect(updated.legacyPermissions).toEqual({
      analytik: true,
      practices: [
        { practiceId: practice?.id, practiceName: practice?.name, permissions: ['communications'] },
      ],
    });
    expect(findUser(user.id)?.permissions).toContain('analytik');

    await call(`/users/${user.id}/legacy-permissions`, {
      as: 'sysadmin',
      method: 'PATCH',
      body: { analytik: false },
    });
    expect(findUser(user.id)?.permissions).not.toContain('analytik');

    const unknown = await call(`/users/${user.id}/legacy-permissions`, {
      as: 'sysadmin',
      method: 'PATCH',
      body: { practices: [{ practiceId: crypto.randomUUID(), permissions: ['history'] }] },
    });
    expect((await problemOf(unknown)).errors?.[0]?.field).toBe('practices.0.practiceId');
  });
});
