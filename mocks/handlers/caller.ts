import type { RoleType } from '@/api/generated/users/model';
import { findUser } from '../db/users';
import type { UserRecord } from '../db/user-record';
import { currentUserId } from './auth-gate';
import { forbidden, problem } from './problem';

export const profileNotFound = () =>
  problem(404, {
    title: 'Not found',
    code: 'PROFILE_NOT_FOUND',
    detail: 'No portal profile exists for the signed-in user.',
  });

/**
 * The signed-in user's record, from the token's `sub`. Throws (MSW answers the thrown response)
 * 401 without a valid token and 404 PROFILE_NOT_FOUND when the identity has no profile: such
 * a user cannot use the portal at all (SPEC §7, the session load aborts).
 */
export const callerOf = async (request: Request): Promise<UserRecord> => {
  const user = findUser(await currentUserId(request));
  if (!user) throw profileNotFound();
  return user;
};

const holds = (user: Pick<UserRecord, 'roles'>, ...types: RoleType[]) =>
  user.roles.some((entry) => entry.role && types.includes(entry.role));

/** SPEC §6: a system administrator holds sys-admin or sys-admin-read. */
export const isSystemAdmin = (user: Pick<UserRecord, 'roles'>): boolean =>
  holds(user, 'sys-admin', 'sys-admin-read');

/** sys-admin-read may look at everything and change nothing. */
export const isWritingSystemAdmin = (user: Pick<UserRecord, 'roles'>): boolean => holds(user, 'sys-admin');

/**
 * The caller, when a system administrator; 403 otherwise, and 403 for the read-only role when
 * the operation writes.
 */
export const requireSystemAdmin = async (
  request: Request,
  { write }: { write: boolean },
): Promise<UserRecord> => {
  const caller = await callerOf(request);
  if (!isSystemAdmin(caller)) throw forbidden('Only system administrators may perform this operation.');
  if (write && !isWritingSystemAdmin(caller))
    throw forbidden('The read-only system administrator role cannot change anything.');
  return caller;
};

/**
 * Whether the user holds a permission of the identity token's permissions claim, read the way
 * the portal reads it (SPEC §4): comma-separated, trimmed, case-insensitive. The records keep
 * the claim as a list, but an entry may still hold several comma-separated names.
 */
export const hasPermission = (user: Pick<UserRecord, 'permissions'>, permission: string): boolean => {
  const wanted = permission.trim().toLowerCase();
  return user.permissions.some((entry) =>
    entry.split(',').some((name) => name.trim().toLowerCase() === wanted),
  );
};

/** The caller, when they hold the permission (e.g. analytik, SPEC §6); 403 otherwise. */
export const requirePermission = async (request: Request, permission: string): Promise<UserRecord> => {
  const caller = await callerOf(request);
  if (!hasPermission(caller, permission))
    throw forbidden(`This operation needs the ${permission} permission.`);
  return caller;
};
