import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getPracticeResponseLogoMax } from '@/api/generated/practices/practices.zod';
import { getValid, visitLists, visitPractice } from './extreme-api-visits';
import { LARGEST_AMOUNT } from './extreme-longest-activity';
import {
  BIG_GROUP_SIZE,
  EMPTY_PRACTICE_NAME,
  EXTREME_SEEDS,
  MANY_PRACTICES,
  MANY_ROLES,
  applyExtremeSeed,
} from './extreme-seeds';
import { goals, metricValues } from './analytik';
import { communicationHistory } from './communication';
import { clinicGroups } from './clinic-groups';
import { resetDatabase } from './database';
import { practiceModules, practices as practiceRecords } from './practices';
import { users } from './users';
import { forgetGeneratedPractices } from './practice-generation';
import { CLINIC_ADMIN_PRACTICES, HISTORY_PRACTICE, PRACTICES } from './practice-directory';
import { DEMO_GROUP_ID } from './user-demo-accounts';
import { GetClinicGroupResponse } from '@/api/generated/clinic-groups/clinic-groups.zod';
import { GetGoalsResponse } from '@/api/generated/analytik/analytik.zod';

const directory = new Set(PRACTICES.map((practice) => practice.id));
const practiceIdsOf = (roles: readonly object[]) =>
  roles.flatMap((entry) => ('practiceId' in entry ? [String(entry.practiceId)] : []));

/** The screens of "clinic" over its practices, and the lists of the system administrators and of "group". */
const sweep = async (options: { analytik: boolean }) => {
  const clinic = await visitLists('clinic', { analytik: options.analytik });
  // A few practices of each kind (the directory's, the added ones): the others answer alike.
  const visited = [
    ...clinic.practices.filter((practice) => directory.has(practice.id)).slice(0, 6),
    ...clinic.practices.filter((practice) => !directory.has(practice.id)).slice(0, 6),
  ];
  for (const practice of visited) {
    const own = directory.has(practice.id);
    await visitPractice('clinic', practice.id, { directory: own, analytik: options.analytik && own });
  }
  const sysadmin = await visitLists('sysadmin', { systemAdmin: true, analytik: true });
  await visitLists('group');
  return { clinic, sysadmin };
};

beforeEach(async () => {
  await resetDatabase();
  forgetGeneratedPractices();
});
afterAll(() => resetDatabase());

describe('applyExtremeSeed', () => {
  it.each(EXTREME_SEEDS)(
    '%s is deterministic: applied twice on the seed, it gives the same data',
    async (name) => {
      const written = () =>
        JSON.stringify([
          practiceRecords.all(),
          practiceModules.all(),
          clinicGroups.all(),
          users.all(),
          communicationHistory.all().slice(0, 50),
          goals.all(),
        ]);
      applyExtremeSeed(name);
      const first = written();
      await resetDatabase();
      applyExtremeSeed(name);
      expect(written() === first).toBe(true);
    },
  );

  it('empty-practice: "clinic" has one practice, with the communications module and nothing in it', async () => {
    applyExtremeSeed('empty-practice');
    const { profile, practices } = await visitLists('clinic', { analytik: true });
    expect(practices.map((practice) => practice.name)).toEqual([EMPTY_PRACTICE_NAME]);
    expect(profile.roles).toHaveLength(1);
    const [only] = practices;
    const seen = await visitPractice('clinic', only!.id, { directory: false, analytik: false });
    expect(seen.practice.activeModules).toEqual(['Messages automatisés']);
    expect(seen.history.meta.totalItems).toBe(0);
    expect(seen.preferences).toEqual([]);
    expect(seen.templates).toEqual([]);
    // Analytik answers for the directory's practices only: the empty one has no record to answer from.
    expect(goals.findMany((q) => q.where({ practiceId: only!.id }))).toEqual([]);
    expect(metricValues.findMany((q) => q.where({ practiceId: only!.id }))).toEqual([]);
    // The system administrators reach it too, among the directory's practices.
    await visitPractice('sysadmin', only!.id, { directory: false, analytik: false });
    const { practices: all } = await visitLists('sysadmin', { systemAdmin: true, analytik: true });
    expect(all).toHaveLength(PRACTICES.length + 1);
  });

  it('longest: names, addresses, templates and history at their maxLength, amounts very large', async () => {
    applyExtremeSeed('longest');
    const { clinic, sysadmin } = await sweep({ analytik: true });
    expect(clinic.profile.firstName).toHaveLength(100);
    expect(clinic.profile.email).toHaveLength(254);
    expect(clinic.practices.every((practice) => practice.name.length === 150)).toBe(true);
    const demo = await visitPractice('clinic', HISTORY_PRACTICE.id, { directory: true, analytik: true });
    expect(demo.practice.addressLine1).toHaveLength(200);
    expect(demo.practice.billingEmail).toHaveLength(254);
    expect(demo.practice.privacyOfficer?.name).toHaveLength(100);
    expect(demo.practice.privacyOfficer?.title).toHaveLength(100);
    expect(demo.practice.privacyOfficer?.email).toHaveLength(254);
    expect(demo.practice.logo?.length).toBeGreaterThan(getPracticeResponseLogoMax - 4);
    expect(demo.templates.every((template) => template.body.length === 10_000)).toBe(true);
    expect(demo.history.items[0]?.lastName).toHaveLength(100);
    expect(
      demo.preferences.filter((preference) => preference.days !== undefined).map((p) => p.days),
    ).toContain(365);
    expect(sysadmin.groups.every((group) => group.name.length === 100)).toBe(true);
    const answered = await getValid('clinic', '/analytik/goals', GetGoalsResponse);
    expect(answered.some((goal) => goal.value === LARGEST_AMOUNT)).toBe(true);
  });

  it('nulls: every optional field absent, practice names empty, and every screen still answers', async () => {
    applyExtremeSeed('nulls');
    const { clinic, sysadmin } = await sweep({ analytik: true });
    expect(clinic.profile.lastSignInAt).toBeUndefined();
    for (const practice of sysadmin.practices) {
      expect(practice.name).toBe('');
      expect(practice.city).toBeUndefined();
      expect(practice.missingInformation).toBe(true);
    }
    const demo = await visitPractice('clinic', HISTORY_PRACTICE.id, { directory: true, analytik: true });
    for (const field of ['addressLine1', 'billingEmail', 'phone', 'logo', 'specialty', 'province'] as const)
      expect(demo.practice[field], field).toBeUndefined();
    expect(demo.practice.privacyOfficer).toBeNull();
    expect(clinic.profile.roles.every((entry) => !('practiceName' in entry))).toBe(true);
  });

  it('many-practices: 1,000 practices listed to the system administrators, 50 to "clinic"', async () => {
    const started = performance.now();
    applyExtremeSeed('many-practices');
    expect(performance.now() - started).toBeLessThan(2_000);
    const { clinic, sysadmin } = await sweep({ analytik: false });
    expect(sysadmin.practices).toHaveLength(MANY_PRACTICES.total);
    expect(new Set(sysadmin.practices.map((practice) => practice.id)).size).toBe(MANY_PRACTICES.total);
    expect(clinic.practices).toHaveLength(MANY_PRACTICES.clinicRoles);
    expect(practiceIdsOf(clinic.profile.roles)).toEqual(
      expect.arrayContaining(CLINIC_ADMIN_PRACTICES.map((practice) => practice.id)),
    );
  });

  it('many-roles: "clinic" holds 100 roles, one per practice it reaches', async () => {
    applyExtremeSeed('many-roles');
    const { clinic, sysadmin } = await sweep({ analytik: false });
    expect(clinic.profile.roles).toHaveLength(MANY_ROLES);
    expect(new Set(practiceIdsOf(clinic.profile.roles)).size).toBe(MANY_ROLES);
    expect(clinic.practices).toHaveLength(MANY_ROLES);
    const listed = sysadmin.users.find((user) => user.username === 'clinic');
    expect(listed).toBeDefined();
  });

  it('big-group: the group of "group" holds 200 practices, all of which it reaches', async () => {
    applyExtremeSeed('big-group');
    const group = await getValid('sysadmin', `/clinic-groups/${DEMO_GROUP_ID}`, GetClinicGroupResponse);
    expect(group.practices).toHaveLength(BIG_GROUP_SIZE);
    expect(group.numberOfClinics).toBe(BIG_GROUP_SIZE);
    const { practices, profile } = await visitLists('group');
    expect(practices).toHaveLength(BIG_GROUP_SIZE);
    expect(practices.map((practice) => practice.id).sort()).toEqual(
      group.practices.map(({ id }) => id).sort(),
    );
    const [role] = profile.roles;
    expect(role && 'groupMembers' in role ? role.groupMembers : []).toHaveLength(BIG_GROUP_SIZE);
    for (const practice of practices.slice(0, 8))
      await visitPractice('group', practice.id, { directory: directory.has(practice.id), analytik: false });
  });
});
