import { afterEach, describe, expect, it } from 'vitest';
import {
  GetGoalsResponse,
  GetMetricsResponse,
  GetPracticeMetricResponse,
  GetPracticeMetricsResponse,
  SaveGoalsResponse,
} from '@/api/generated/analytik/analytik.zod';
import { CLINIC_GROUPS } from '../db/clinic-group-directory';
import { CLINIC_ADMIN_PRACTICES, PRACTICES } from '../db/practice-directory';
import { DEMO_GROUP_ID } from '../db/user-demo-accounts';
import { seededRole, type RoleAssignment } from '../db/user-roles';
import { users } from '../db/users';
import { call, parsed, problemOf } from './api-test-client';

const idOf = (name: string) => PRACTICES.find((practice) => practice.name === name)?.id ?? '';
const plateau = CLINIC_ADMIN_PRACTICES[0]?.id ?? '';
const clinicIds = new Set(CLINIC_ADMIN_PRACTICES.map((practice) => practice.id));
const bayStreet = idOf('Bay Street Dental');
const groupMember = CLINIC_GROUPS.find((group) => group.id === DEMO_GROUP_ID)?.practiceIds[0] ?? '';
const UNKNOWN_PRACTICE = '0b6f2d3e-1c4a-4e8b-9d7f-5a2c8e1b3f60';

const goal = (practiceId: string, value = 250) => ({
  practiceId,
  metricId: 'new-patients',
  year: 2031,
  value,
});
const saveGoals = (as: string, ...entries: ReturnType<typeof goal>[]) =>
  call('/analytik/goals', { as, method: 'POST', body: { goals: entries } });

// Users the demo accounts do not cover, created for one test and removed after it.
const created: Awaited<ReturnType<typeof users.create>>[] = [];
afterEach(() => {
  for (const user of created.splice(0)) users.delete(user);
});
const createUser = async (username: string, roles: RoleAssignment[], permissions: string[]) => {
  const user = await users.create({
    id: crypto.randomUUID(),
    username,
    email: `${username}@example.ca`,
    firstName: 'Test',
    lastName: username,
    roles: roles.map(seededRole),
    migrated: true,
    legacyPermissions: { analytik: true, practices: [] },
    createdAt: '2026-01-05T15:00:00Z',
    permissions,
  });
  created.push(user);
  return user.username;
};

describe('analytik access', () => {
  it('answers 403 to every operation without the analytik permission', async () => {
    const paths = [
      '/analytik/metrics',
      '/analytik/metrics/fees',
      `/analytik/practices/${groupMember}/metrics`,
      `/analytik/practices/${groupMember}/metrics/fees`,
      '/analytik/goals',
      `/analytik/goals?practiceId=${groupMember}`,
    ];
    // "group" administers its practices but lacks the permission; "readonly" sees everything.
    for (const as of ['group', 'readonly']) {
      for (const path of paths) {
        const response = await call(path, { as });
        expect(response.status, `${as} GET ${path}`).toBe(403);
        expect((await problemOf(response)).code).toBe('FORBIDDEN');
      }
      expect((await saveGoals(as, goal(groupMember))).status).toBe(403);
    }
  });

  it('reads the permission trimmed and case-insensitively, comma-separated entries included', async () => {
    for (const permissions of [[' Analytik '], ['communications, ANALYTIK']]) {
      const as = await createUser(
        `perm-${created.length}`,
        [{ role: 'practice-user', practiceId: plateau }],
        permissions,
      );
      expect((await call('/analytik/metrics', { as })).status).toBe(200);
    }
    const as = await createUser('perm-none', [{ role: 'sys-admin' }], ['analytiks', 'communications']);
    expect((await call('/analytik/metrics', { as })).status).toBe(403);
  });

  it('shows a practice administrator their practices, and a 404 for any other', async () => {
    const own = await parsed(
      GetPracticeMetricsResponse,
      await call(`/analytik/practices/${plateau}/metrics`, { as: 'clinic' }),
    );
    expect(own.practiceId).toBe(plateau);
    const series = await call(`/analytik/practices/${plateau}/metrics/fees`, { as: 'clinic' });
    expect((await parsed(GetPracticeMetricResponse, series)).practiceId).toBe(plateau);

    // Another practice answers like one that does not exist.
    for (const id of [bayStreet, UNKNOWN_PRACTICE]) {
      for (const path of [`/analytik/practices/${id}/metrics`, `/analytik/practices/${id}/metrics/fees`]) {
        const response = await call(path, { as: 'clinic' });
        expect(response.status, path).toBe(404);
        expect((await problemOf(response)).code).toBe('NOT_FOUND');
      }
    }
    expect((await call(`/analytik/practices/${bayStreet}/metrics`, { as: 'sysadmin' })).status).toBe(200);
    expect(await parsed(GetMetricsResponse, await call('/analytik/metrics', { as: 'clinic' }))).toHaveLength(
      17,
    );
  });

  it('lists only the goals of the practices the caller sees; a filter on another practice is a 403', async () => {
    const everyone = await parsed(GetGoalsResponse, await call('/analytik/goals', { as: 'sysadmin' }));
    expect(everyone.some((entry) => !clinicIds.has(entry.practiceId))).toBe(true);

    const mine = await parsed(GetGoalsResponse, await call('/analytik/goals', { as: 'clinic' }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => clinicIds.has(entry.practiceId))).toBe(true);
    expect(mine).toEqual(everyone.filter((entry) => clinicIds.has(entry.practiceId)));

    expect((await call(`/analytik/goals?practiceId=${bayStreet}`, { as: 'clinic' })).status).toBe(403);
    const filtered = await call(`/analytik/goals?practiceId=${plateau}`, { as: 'clinic' });
    expect((await parsed(GetGoalsResponse, filtered)).every((entry) => entry.practiceId === plateau)).toBe(
      true,
    );
  });

  it("saves goals for a practice's or group's administrators; another practice is a 400 on its entry", async () => {
    const saved = await parsed(SaveGoalsResponse, await saveGoals('clinic', goal(plateau)));
    expect(saved[0]?.updatedBy.name).toBe('Geneviève Ouellet');

    const hidden = await saveGoals('clinic', goal(plateau, 300), goal(bayStreet));
    expect(hidden.status).toBe(400);
    expect((await problemOf(hidden)).errors?.map((error) => error.field)).toEqual(['goals.1.practiceId']);
    const after = await parsed(GetGoalsResponse, await call('/analytik/goals?year=2031', { as: 'sysadmin' }));
    expect(after.map((entry) => [entry.practiceId, entry.value])).toEqual([[plateau, 250]]);

    const groupAdmin = await createUser(
      'group-analytik',
      [{ role: 'group-admin', groupId: DEMO_GROUP_ID }],
      ['analytik'],
    );
    expect((await saveGoals(groupAdmin, goal(groupMember))).status).toBe(200);
  });

  it('answers 403 to saving goals without an administering role: sys-admin-read and practice-user', async () => {
    const readOnly = await createUser('readonly-analytik', [{ role: 'sys-admin-read' }], ['analytik']);
    expect((await call(`/analytik/goals?practiceId=${plateau}`, { as: readOnly })).status).toBe(200);
    expect((await saveGoals(readOnly, goal(plateau))).status).toBe(403);
    // Refused before the entries are looked at.
    expect((await saveGoals(readOnly, goal(UNKNOWN_PRACTICE))).status).toBe(403);

    const practiceUser = await createUser(
      'user-analytik',
      [{ role: 'practice-user', practiceId: plateau }],
      ['analytik'],
    );
    expect((await call(`/analytik/practices/${plateau}/metrics`, { as: practiceUser })).status).toBe(200);
    expect((await saveGoals(practiceUser, goal(plateau))).status).toBe(403);

    // An administrator of one practice who only uses another may not set that one's goals.
    const mixed = await createUser(
      'mixed-analytik',
      [
        { role: 'practice-admin', practiceId: plateau },
        { role: 'practice-user', practiceId: bayStreet },
      ],
      ['analytik'],
    );
    expect((await saveGoals(mixed, goal(plateau), goal(bayStreet))).status).toBe(403);
    expect((await saveGoals(mixed, goal(plateau))).status).toBe(200);
  });
});
