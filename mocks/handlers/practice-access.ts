import { managesPractice } from '@/domain/practice-roles';
import { isGroupRole, isPracticeRole } from '@/domain/role-entries';
import { clinicGroups } from '../db/clinic-groups';
import { findPractice } from '../db/practices';
import type { PracticeRecord } from '../db/practice-record';
import type { UserRecord } from '../db/user-record';
import { callerOf, isSystemAdmin, isWritingSystemAdmin } from './caller';
import { forbidden, notFound } from './problem';

/** Members of a clinic group as the clinic-groups area has them now, not as the role recorded them. */
const membersOf = (groupId: number): string[] =>
  clinicGroups.findFirst((q) => q.where({ id: groupId }))?.practices.map((practice) => practice.id) ?? [];

/** The practices a user's roles reach: their practices and their groups' members. */
export const practiceIdsOf = (user: UserRecord, { managing = false } = {}): Set<string> => {
  const ids = new Set<string>();
  for (const entry of user.roles) {
    if (managing && !managesPractice(entry.role)) continue;
    if (isPracticeRole(entry)) ids.add(entry.practiceId);
    if (isGroupRole(entry)) for (const id of membersOf(entry.groupId)) ids.add(id);
  }
  return ids;
};

export const canSeePractice = (user: UserRecord, practiceId: string): boolean =>
  isSystemAdmin(user) || practiceIdsOf(user).has(practiceId);

/** canSeePractice for many ids at once: the user's practices are worked out once, not per id. */
export const practiceVisibility = (user: UserRecord): ((practiceId: string) => boolean) => {
  if (isSystemAdmin(user)) return () => true;
  const ids = practiceIdsOf(user);
  return (practiceId) => ids.has(practiceId);
};

/** Who may change a practice's configuration: sys-admin, its administrators and its group's. */
export const canManagePractice = (user: UserRecord, practiceId: string): boolean =>
  isWritingSystemAdmin(user) || practiceIdsOf(user, { managing: true }).has(practiceId);

const practiceNotFound = (id: unknown) => notFound(`Practice ${String(id)} does not exist.`);

/**
 * The practice of the path and the caller. A practice the caller cannot see is a 404, as if it
 * did not exist; one they can see but not change is a 403 when `write` is asked.
 */
export const accessPractice = async (
  request: Request,
  id: unknown,
  { write = false } = {},
): Promise<{ caller: UserRecord; practice: PracticeRecord }> => {
  const caller = await callerOf(request);
  const practice = findPractice(String(id));
  if (!practice || !canSeePractice(caller, practice.id)) throw practiceNotFound(id);
  if (write && !canManagePractice(caller, practice.id)) throw forbidden('You may not change this practice.');
  return { caller, practice };
};
