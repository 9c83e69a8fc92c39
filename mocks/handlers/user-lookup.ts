import { findUser } from '../db/users';
import type { UserRecord } from '../db/user-record';
import { requireSystemAdmin } from './caller';
import { notFound } from './problem';

const userNotFound = (id: unknown) => notFound(`User ${String(id)} does not exist.`);

/** The user of the path; 404 when there is none. */
export const existingUser = (id: unknown): UserRecord => {
  const user = findUser(String(id));
  if (!user) throw userNotFound(id);
  return user;
};

/** The user of the path, for an administrator: 403 comes before 404 so ids cannot be probed. */
export const administeredUser = async (
  request: Request,
  id: unknown,
  { write }: { write: boolean },
): Promise<UserRecord> => {
  await requireSystemAdmin(request, { write });
  return existingUser(id);
};
