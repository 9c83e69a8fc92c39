import type { Collection } from '@msw/data';
import type { z } from 'zod';
import { GetClinicGroupResponse } from '@/api/generated/clinic-groups/clinic-groups.zod';
import type { RoleEntry } from '@/api/generated/users/model';
import { clinicGroups } from './clinic-groups';
import { practices } from './practices';
import type { PracticeRecord } from './practice-record';
import { resolveLegacyPractices, resolveRole } from './user-roles';
import { findUserByUsername, users, type DemoUsername } from './users';
import { UserRecord } from './user-record';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: these only move records
type AnyCollection = Collection<any>;

/**
 * The two private symbols @msw/data 1.1.7 puts on every record (bulk-load.ts): module-wide, so
 * any record of any collection has them. An extreme seed writes its records synchronously (it
 * runs between the start-up and the first request), without create()'s promise per record.
 */
const internals = (): { primaryKey: symbol; relations: symbol } => {
  const sample = practices.all()[0] as object | undefined;
  const symbols = sample ? Object.getOwnPropertySymbols(sample) : [];
  const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey');
  const relations = symbols.find((symbol) => symbol.description === 'kRelationMap');
  if (!primaryKey || !relations)
    throw new Error('An extreme seed runs on a seeded database: the practices collection is empty.');
  return { primaryKey, relations };
};

let written = 0;

/** Adds records to a collection, each checked against the schema of its contract first. */
export const insertRecords = <Schema extends z.ZodType>(
  collection: AnyCollection,
  schema: Schema,
  records: readonly z.input<Schema>[],
): void => {
  const { primaryKey, relations } = internals();
  const store = collection.all() as object[];
  for (const record of records) {
    const valid = schema.parse(record) as object;
    Object.defineProperties(valid, {
      [primaryKey]: { value: `extreme-${(written += 1)}`, enumerable: false, configurable: false },
      [relations]: { value: new Map(), enumerable: false, configurable: false },
    });
    store.push(valid);
  }
};

/**
 * Changes records in place (their identity is what the collection's queries return), then checks
 * each changed one against its contract: a seed that breaks the contract fails at once.
 */
export const changeRecords = <Schema extends z.ZodType, T extends object>(
  records: readonly T[],
  schema: Schema,
  change: (record: T) => void,
  /** Checks one record in `every`: for the history's 26,000 rows, changed alike. */
  { every = 1 } = {},
): void => {
  for (const [index, record] of records.entries()) {
    change(record);
    if (index % every !== 0) continue;
    const result = schema.safeParse(record);
    if (!result.success)
      throw new Error(`An extreme seed wrote a record its contract refuses: ${result.error.message}`);
  }
};

/** Removes every record the test matches, in one pass (delete() searches from the start per record). */
export const removeRecords = <T>(collection: { all(): T[] }, test: (record: T) => boolean): void => {
  const store = collection.all();
  const kept = store.filter((record) => !test(record));
  store.length = 0;
  store.push(...kept);
};

export const demoUser = (username: DemoUsername): UserRecord => {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`The extreme seeds need the demo account "${username}"`);
  return user;
};

/** The practices of a group as the contract lists them, names as the practices collection has them now. */
export const groupMembers = (practiceIds: readonly string[]): { id: string; name: string }[] => {
  const names = new Map(practices.all().map((practice) => [practice.id, practice.name]));
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  return practiceIds
    .map((id) => ({ id, name: names.get(id) ?? '' }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
};

/** Rewrites each group's members (and count) from its member ids, with the practices' current names. */
export const refreshGroups = (): void =>
  changeRecords(clinicGroups.all(), GetClinicGroupResponse, (group) => {
    group.practices = groupMembers(group.practices.map(({ id }) => id));
    group.numberOfClinics = group.practices.length;
  });

/** The group's clinicGroup reference on each member practice, as the seed writes it. */
export const refreshPracticeGroupRefs = (): void => {
  const groupOf = new Map(
    clinicGroups.all().flatMap((group) => group.practices.map(({ id }) => [id, group] as const)),
  );
  for (const practice of practices.all() as PracticeRecord[]) {
    const group = groupOf.get(practice.id);
    if (group) practice.clinicGroup = { id: group.id, name: group.name };
    else delete practice.clinicGroup;
  }
};

const refreshedRole = (entry: RoleEntry): RoleEntry => {
  const assignment = {
    ...('role' in entry && entry.role ? { role: entry.role } : {}),
    ...('practiceId' in entry ? { practiceId: entry.practiceId } : {}),
    ...('groupId' in entry ? { groupId: entry.groupId } : {}),
  };
  return resolveRole(assignment) ?? entry;
};

/**
 * Role and legacy entries keep a copy of practice and group names (and a group's members): after
 * a seed renames practices or groups or moves members, every user's copy is written again.
 */
export const refreshUserRoles = (): void =>
  changeRecords(users.all(), UserRecord, (user) => {
    user.roles = user.roles.map(refreshedRole);
    const legacy = resolveLegacyPractices(user.legacyPermissions.practices);
    if (!('unknownIndex' in legacy)) user.legacyPermissions.practices = legacy;
  });
