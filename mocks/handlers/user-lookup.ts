import { findUser, type UserRecord } from '../db/users';
import { requireSystemAdmin } from './caller';
import { notFound } from './problem';

export const userNotFound = (id: unknown) => notFound(`User ${String(id)} does not exist.`);

/** The user of the path, for an administrator: 403 comes before 404 so ids cannot be probed. */
export const administeredUser = async (
  request: Request,
  id: unknown,
  { write }: { write: boolean },
): Promise<UserRecord> => {
  await requireSystemAdmin(request, { write });
  const user = findUser(String(id));
  if (!user) throw userNotFound(id);
  return user;
};
