import type { NamedRef } from '@/api/generated/analytik/model';
import { readBearer } from '../auth/access-tokens';
import { PRACTICES } from '../db/practice-directory';
import { findUser } from '../db/users';
import { unauthorized } from './problem';

/**
 * The one permission check of the Analytik operations: 403 without the analytik permission
 * (SPEC §6), and for 'write' without a role that administers the practices (practice-admin,
 * group-admin or sys-admin). For now every signed-in user passes. To complete: take
 * findUser(await currentUserId(request)) from the users area, answer forbidden() unless its
 * `permissions` hold analytik (case-insensitive) and, for 'write', unless one of its roles
 * covers each practice id.
 */
export const analytikPermissionProblem = (
  _request: Request,
  _mode: 'read' | 'write',
  _practiceIds: readonly string[] = [],
): Promise<Response | undefined> => Promise.resolve(undefined);

/**
 * Whether the user can see the practice. For now: whether it exists. With the users area this
 * becomes "is one of the user's practices" (a sys-admin sees them all).
 */
export const isVisiblePractice = (practiceId: string): boolean =>
  PRACTICES.some((practice) => practice.id === practiceId);

/** Who saves a goal: the user's name from the users area, else the token's username. */
export const currentUserRef = async (request: Request): Promise<NamedRef> => {
  const claims = await readBearer(request);
  if (!claims) throw unauthorized();
  const user = findUser(claims.sub);
  if (user) return { id: user.id, name: `${user.firstName} ${user.lastName}` };
  const name = claims['cognito:username'] ?? claims.username;
  return { id: claims.sub, name: typeof name === 'string' && name ? name : claims.sub };
};
