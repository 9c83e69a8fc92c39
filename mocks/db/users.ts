import { Collection } from '@msw/data';
import type { DatabaseArea } from './area';
import { seedNow } from './seed-clock';
import { seededFaker } from './seeded-faker';
import { DEMO_ACCOUNTS, DEMO_USERNAMES, NO_PROFILE_USERNAME, type DemoUsername } from './user-demo-accounts';
import { UserRecord } from './user-record';
import { seededRole } from './user-roles';
import { buildGeneratedUsers } from './user-seed';

export { DEMO_USERNAMES, NO_PROFILE_USERNAME, type DemoUsername };

export const users = new Collection({ schema: UserRecord });

const demoFaker = () => seededFaker('users/demo');

/**
 * The Cognito `sub` of the "noprofile" account: a stable id that no profile has, so the
 * emulator can sign it in and /users/profile answers 404.
 */
export const NO_PROFILE_USER_ID = demoFaker().string.uuid();

const demoUsers = (): UserRecord[] => {
  const faker = demoFaker();
  faker.string.uuid(); // the noprofile id above comes first in this stream
  return DEMO_ACCOUNTS.map((account) => {
    const createdAt = faker.date.between({ from: '2023-01-01T00:00:00Z', to: '2026-06-30T00:00:00Z' });
    return {
      id: faker.string.uuid(),
      username: account.username,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      roles: account.roles.map(seededRole),
      migrated: true,
      legacyPermissions: { analytik: account.analytik, practices: [] },
      createdAt: createdAt.toISOString(),
      ...(account.signedInBefore
        ? { lastSignInAt: faker.date.between({ from: createdAt, to: seedNow() }).toISOString() }
        : {}),
      permissions: account.analytik ? ['analytik'] : [],
    };
  });
};

/** The seeded or created user signing in with this username (case-insensitive, like Cognito). */
export const findUserByUsername = (username: string) => {
  const wanted = username.toLowerCase();
  return users.findFirst((q) => q.where({ username: (value) => value.toLowerCase() === wanted }));
};

export const findUser = (id: string) => users.findFirst((q) => q.where({ id }));

/** The profile as the contract shows it: without the identity service's fields. */
export const toUser = ({ permissions: _permissions, ...user }: UserRecord) => user;

export const usersArea: DatabaseArea = {
  name: 'users',
  collections: { users },
  // Reads the practices and clinic-groups collections for role names: seed it after both.
  async seed() {
    const demo = demoUsers();
    const taken = new Set([NO_PROFILE_USERNAME, ...demo.flatMap((user) => [user.email, user.username])]);
    for (const user of [...demo, ...buildGeneratedUsers(seededFaker('users/generated'), taken)])
      await users.create(user);
  },
};
