import type { Faker } from '@faker-js/faker';
import type { LegacyPracticePermissions, RoleEntry, RoleType } from '@/api/generated/users/model';
import { CLINIC_GROUPS } from './clinic-group-directory';
import { personName } from './person-names';
import { domainOf } from './practice-address-tables';
import { PRACTICES, type PracticeEntry } from './practice-directory';
import { seedNow } from './seed-clock';
import { DEMO_GROUP_ID } from './user-demo-accounts';
import { seededRole, type RoleAssignment } from './user-roles';
import type { UserRecord } from './user-record';

/**
 * The non-demo users, by kind: every role type, names without a role (legacy 'no-role'
 * entries), and users not migrated yet who still hold legacy permissions.
 */
type Kind = RoleType | 'no-role' | 'legacy';

const KINDS: readonly [Kind, number][] = [
  ['sys-admin', 4],
  ['sys-admin-read', 3],
  ['practice-admin', 24],
  ['practice-user', 18],
  ['group-admin', 5],
  ['no-role', 5],
  ['legacy', 8],
];

export const GENERATED_USER_COUNT = KINDS.reduce((total, [, count]) => total + count, 0);

const LEGACY_PERMISSIONS = ['communications', 'configuration', 'history', 'statistics', 'templates'];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');

export const emailOf = (firstName: string, lastName: string, domain: string) =>
  `${plain(firstName)}.${plain(lastName)}@${domain}`;

const unique = (taken: Set<string>, candidate: string): string => {
  let value = candidate;
  for (let suffix = 2; taken.has(value); suffix += 1) value = candidate.replace(/^([^@]+)/, `$1${suffix}`);
  taken.add(value);
  return value;
};

const rolesFor = (
  faker: Faker,
  kind: Kind,
  practice: PracticeEntry,
  groupIds: number[],
): RoleAssignment[] => {
  switch (kind) {
    case 'sys-admin':
    case 'sys-admin-read':
      return [{ role: kind }];
    case 'group-admin':
      return [{ role: 'group-admin', groupId: groupIds.shift() ?? 1 }];
    case 'no-role':
      return [{ practiceId: practice.id }];
    case 'legacy':
      return faker.datatype.boolean() ? [] : [{ role: 'practice-user', practiceId: practice.id }];
    default: {
      const others = PRACTICES.filter((entry) => entry.id !== practice.id);
      const extra = faker.datatype.boolean({ probability: 0.25 }) ? [faker.helpers.arrayElement(others)] : [];
      return [
        { role: kind, practiceId: practice.id },
        ...extra.map((entry) => ({ role: 'practice-user' as const, practiceId: entry.id })),
      ];
    }
  }
};

const legacyPracticesFor = (
  faker: Faker,
  kind: Kind,
  practice: PracticeEntry,
): LegacyPracticePermissions[] => {
  if (kind !== 'legacy' && kind !== 'no-role') return [];
  const practices = [practice, ...faker.helpers.arrayElements(PRACTICES, { min: 0, max: 2 })];
  return [...new Map(practices.map((entry) => [entry.id, entry])).values()].map((entry) => ({
    practiceId: entry.id,
    practiceName: entry.name,
    permissions: faker.helpers.arrayElements(LEGACY_PERMISSIONS, { min: 1, max: 4 }),
  }));
};

/** The generated users, in a stable order; `taken` holds the emails and usernames already used. */
export const buildGeneratedUsers = (faker: Faker, taken: Set<string>): UserRecord[] => {
  const groupIds = CLINIC_GROUPS.map((group) => group.id).filter((id) => id !== DEMO_GROUP_ID);
  return KINDS.flatMap(([kind, count]) => Array.from({ length: count }, () => kind)).map((kind) => {
    const practice = faker.helpers.arrayElement(PRACTICES);
    const staff = kind === 'sys-admin' || kind === 'sys-admin-read';
    const name = personName(
      faker,
      staff ? faker.helpers.arrayElement(['FR', 'EN'] as const) : practice.language,
    );
    const email = unique(
      taken,
      emailOf(name.firstName, name.lastName, staff ? 'portal.example.ca' : domainOf(practice.name)),
    );
    const migrated = kind !== 'legacy' && kind !== 'no-role';
    // Accounts of the old model were named like "jtremblay"; the portal now uses the email.
    const username = migrated
      ? email
      : unique(taken, `${plain(name.firstName).charAt(0)}${plain(name.lastName)}`);
    const analytik =
      (kind === 'sys-admin' || kind === 'practice-admin' || kind === 'legacy') &&
      practice.analytik &&
      faker.datatype.boolean();
    const createdAt = faker.date.between({
      from: migrated ? '2021-01-01T00:00:00Z' : '2017-01-01T00:00:00Z',
      to: '2026-10-01T00:00:00Z',
    });
    const roles: RoleEntry[] = rolesFor(faker, kind, practice, groupIds).map(seededRole);
    return {
      id: faker.string.uuid(),
      username,
      email,
      firstName: name.firstName,
      lastName: name.lastName,
      roles,
      migrated,
      legacyPermissions: { analytik, practices: legacyPracticesFor(faker, kind, practice) },
      createdAt: createdAt.toISOString(),
      ...(faker.datatype.boolean({ probability: 0.85 })
        ? { lastSignInAt: faker.date.between({ from: createdAt, to: seedNow() }).toISOString() }
        : {}),
      permissions: analytik ? ['analytik'] : [],
    };
  });
};
