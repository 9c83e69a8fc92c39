import { describe, expect, it } from 'vitest';
import { GetUserResponse } from '@/api/generated/users/users.zod';
import { CLINIC_ADMIN_PRACTICES, PRACTICES } from './practice-directory';
import { DEMO_USERNAMES, NO_PROFILE_USERNAME, findUserByUsername, toUser, users, usersArea } from './users';
import { isPracticeRole, roleTarget } from '@/domain/role-entries';

const demo = (username: string) => {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`No demo account ${username}`);
  return user;
};

describe('users seed', () => {
  it('is identical when seeded again', async () => {
    const first = JSON.stringify(users.all());
    users.clear();
    await usersArea.seed();
    expect(JSON.stringify(users.all())).toBe(first);
  });

  it('holds 80 valid users with unique emails and usernames', () => {
    const all = users.all();
    expect(all).toHaveLength(80);
    for (const user of all) expect(GetUserResponse.safeParse(toUser(user)).success, user.username).toBe(true);
    expect(new Set(all.map((user) => user.email.toLowerCase())).size).toBe(80);
    expect(new Set(all.map((user) => user.username.toLowerCase())).size).toBe(80);
  });

  it('holds every demo account of the sign-in issue, and none for noprofile', () => {
    for (const username of DEMO_USERNAMES.filter((name) => name !== NO_PROFILE_USERNAME))
      expect(demo(username).username).toBe(username);
    expect(findUserByUsername(NO_PROFILE_USERNAME)).toBeUndefined();
    expect(findUserByUsername('SysAdmin')?.username).toBe('sysadmin');

    expect(demo('sysadmin')).toMatchObject({ roles: [{ role: 'sys-admin' }], permissions: ['analytik'] });
    expect(demo('readonly').roles).toEqual([{ role: 'sys-admin-read' }]);
    const clinic = demo('clinic');
    expect(clinic.permissions).toEqual(['analytik']);
    expect(clinic.roles.map((role) => roleTarget(role).practiceId)).toEqual(
      CLINIC_ADMIN_PRACTICES.map((practice) => practice.id),
    );
    expect(CLINIC_ADMIN_PRACTICES.some((practice) => !practice.automatedCommunications)).toBe(true);
    expect(CLINIC_ADMIN_PRACTICES.some((practice) => practice.missingInformation)).toBe(true);
    expect(demo('group')).toMatchObject({ roles: [{ role: 'group-admin', groupId: 4 }], permissions: [] });
    expect(demo('newcomer')).toMatchObject({
      firstName: 'Léa',
      lastName: 'Fortin',
      roles: [{ role: 'practice-admin' }],
    });
    expect(demo('newcomer').lastSignInAt).toBeUndefined();
    for (const username of ['totp', 'sms', 'choosemfa', 'setupmfa', 'custom'])
      expect(demo(username).roles[0]?.role).toBe('practice-admin');
    for (const username of ['unconfirmed', 'resetme'])
      expect(demo(username).roles[0]?.role).toBe('practice-user');
    expect(demo('noroles').roles).toEqual([]);
  });

  it('covers every role type, nameless roles and legacy users, with French and English names', () => {
    const all = users.all();
    const roles = new Set(all.flatMap((user) => user.roles.map((role) => role.role ?? 'no-role')));
    expect([...roles].sort()).toEqual([
      'group-admin',
      'no-role',
      'practice-admin',
      'practice-user',
      'sys-admin',
      'sys-admin-read',
    ]);
    const legacy = all.filter((user) => !user.migrated);
    expect(legacy.length).toBeGreaterThanOrEqual(10);
    expect(
      legacy.filter((user) => user.legacyPermissions.practices.length > 0).length,
    ).toBeGreaterThanOrEqual(10);
    expect(all.some((user) => /[éèêëçàâîïôûù]/i.test(user.firstName + user.lastName))).toBe(true);
    const englishPractices = new Set(
      PRACTICES.filter((practice) => practice.language === 'EN').map((practice) => practice.id),
    );
    expect(
      all.some((user) =>
        user.roles.some((role) => isPracticeRole(role) && englishPractices.has(role.practiceId)),
      ),
    ).toBe(true);
    for (const user of all)
      expect(user.permissions.includes('analytik'), user.username).toBe(user.legacyPermissions.analytik);
  });
});
