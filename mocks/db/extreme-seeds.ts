import type { RoleEntry } from '@/api/generated/users/model';
import { GetPracticeModulesResponseItem } from '@/api/generated/practices/practices.zod';
import { z } from 'zod';
import { clinicGroups } from './clinic-groups';
import { forgetKeptRecords } from './kept-records';
import { applyLongestSeed } from './extreme-longest';
import { applyNullsSeed } from './extreme-nulls';
import { buildExtraPractices, insertPractices } from './extreme-practices';
import {
  changeRecords,
  demoUser,
  refreshGroups,
  refreshPracticeGroupRefs,
  refreshUserRoles,
} from './extreme-records';
import { PRACTICES } from './practice-directory';
import { practiceModules, practices } from './practices';
import type { PracticeRecord } from './practice-record';
import { DEMO_GROUP_ID } from './user-demo-accounts';
import { seededRole } from './user-roles';
import { UserRecord } from './user-record';

/**
 * Databases at the edges of what the contracts allow, laid over the regular seed, so that every
 * screen can be checked against them: nothing at all, the longest texts and largest numbers,
 * every optional field absent, and lists far longer than the demo data's.
 */
export const EXTREME_SEEDS = [
  'empty-practice',
  'longest',
  'nulls',
  'many-practices',
  'many-roles',
  'big-group',
] as const;
export type ExtremeSeedName = (typeof EXTREME_SEEDS)[number];

const ModuleState = GetPracticeModulesResponseItem.extend({ practiceId: z.uuid() });

/** The name of the practice of the empty-practice seed. */
export const EMPTY_PRACTICE_NAME = 'Clinique dentaire du Mile-End';

/** How many practices the many-practices seed holds in all, and how many of them "clinic" has. */
export const MANY_PRACTICES = { total: 1_000, clinicRoles: 50 } as const;

/** The roles of "clinic" in the many-roles seed. */
export const MANY_ROLES = 100;

/** The practices of the demo group administrator's group in the big-group seed. */
export const BIG_GROUP_SIZE = 200;

const setRoles = (username: 'clinic' | 'group', roles: RoleEntry[]): void =>
  changeRecords([demoUser(username)], UserRecord, (user) => {
    user.roles = roles;
  });

const practiceRole = (practice: Pick<PracticeRecord, 'id'>, index = 0): RoleEntry =>
  seededRole({ role: index % 3 === 2 ? 'practice-user' : 'practice-admin', practiceId: practice.id });

/**
 * A practice with the automated communications module and nothing else: no module besides it, no
 * preference, template, message sent, SMS package, goal, Analytik data, appointment type,
 * schedule, service, patient or appointment. It is the only practice of "clinic", so that every
 * screen of a practice administrator shows it; the system administrators see it among the others.
 */
const applyEmptyPractice = (): void => {
  const [record] = buildExtraPractices(1, {
    purpose: 'empty-practice',
    automatedCommunications: true,
    name: EMPTY_PRACTICE_NAME,
  });
  if (!record) throw new Error('The empty-practice seed built no practice');
  const empty: PracticeRecord = { ...record, activeModules: ['Messages automatisés'] };
  insertPractices([empty], 'empty-practice');
  changeRecords(
    practiceModules.findMany((q) => q.where({ practiceId: empty.id })),
    ModuleState,
    (state) => void (state.enabled = state.name === 'Messages automatisés'),
  );
  setRoles('clinic', [seededRole({ role: 'practice-admin', practiceId: empty.id })]);
};

const addPractices = (count: number, purpose: string): PracticeRecord[] => {
  const records = buildExtraPractices(count, { purpose });
  insertPractices(records, purpose);
  return records;
};

/** 1,000 practices for the system administrators' lists; "clinic" has 50 of them (its 4 first). */
const applyManyPractices = (): void => {
  const added = addPractices(MANY_PRACTICES.total - practices.count(), 'many-practices');
  const own = demoUser('clinic').roles;
  const more = added.slice(0, MANY_PRACTICES.clinicRoles - own.length).map(practiceRole);
  setRoles('clinic', [...own, ...more]);
};

/**
 * "clinic" holds 100 roles: its own (as they are), one on every other practice of the directory,
 * and one on each of the practices added for it; a third of the new ones are practice-user roles.
 */
const applyManyRoles = (): void => {
  const own = demoUser('clinic').roles;
  const ownIds = new Set(own.flatMap((entry) => ('practiceId' in entry ? [entry.practiceId] : [])));
  const others = PRACTICES.filter((practice) => !ownIds.has(practice.id));
  const added = addPractices(MANY_ROLES - own.length - others.length, 'many-roles');
  setRoles('clinic', [...own, ...[...others, ...added].map(practiceRole)]);
};

/** The group of the demo group administrator ("group") holds 200 practices. */
const applyBigGroup = (): void => {
  const group = clinicGroups.findFirst((q) => q.where({ id: DEMO_GROUP_ID }));
  if (!group) throw new Error(`The big-group seed needs clinic group ${DEMO_GROUP_ID}`);
  const added = addPractices(BIG_GROUP_SIZE - group.practices.length, 'big-group');
  // Members are rewritten (sorted, counted) by refreshGroups just below.
  group.practices.push(...added.map(({ id, name }) => ({ id, name })));
  refreshGroups();
  refreshPracticeGroupRefs();
  refreshUserRoles();
};

const SEEDS: Record<ExtremeSeedName, () => void> = {
  'empty-practice': applyEmptyPractice,
  longest: applyLongestSeed,
  nulls: applyNullsSeed,
  'many-practices': applyManyPractices,
  'many-roles': applyManyRoles,
  'big-group': applyBigGroup,
};

/**
 * Runs after the database has been seeded (or loaded from its snapshot): changes it in place, the
 * history included, so the next reset must load everything again.
 */
export const applyExtremeSeed = (name: ExtremeSeedName): void => {
  forgetKeptRecords();
  SEEDS[name]();
};
