import type { NamedRef } from '@/api/generated/analytik/model';
import { PRACTICES } from '../db/practice-directory';
import type { UserRecord } from '../db/user-record';
import { isWritingSystemAdmin, requirePermission } from './caller';
import { canManagePractice, practiceIdsOf, practiceVisibility } from './practice-access';
import { forbidden, notFound } from './problem';

/** Every Analytik operation needs it in the token's permissions claim (SPEC §6). */
export const ANALYTIK_PERMISSION = 'analytik';

/** The caller of an Analytik operation; 403 without the analytik permission. */
export const requireAnalytik = (request: Request): Promise<UserRecord> =>
  requirePermission(request, ANALYTIK_PERMISSION);

/** One answer for unknown and hidden practices, so that ids cannot be probed. */
export const analytikPracticeNotFound = (practiceId: string) =>
  notFound(`Practice ${practiceId} does not exist or has no Analytik data.`);

/**
 * The caller of a practice-scoped Analytik operation: 403 without the permission, then 404
 * for a practice they cannot see (the contract treats it as one that does not exist).
 */
export const requireAnalytikPractice = async (request: Request, practiceId: string): Promise<UserRecord> => {
  const caller = await requireAnalytik(request);
  if (!practiceVisibility(caller)(practiceId)) throw analytikPracticeNotFound(practiceId);
  return caller;
};

/**
 * Whether a practice exists in Analytik and the user can see it, as a function built once per
 * request (goal lists and metric years test every practice).
 */
export const analytikPracticeFilter = (user: UserRecord): ((practiceId: string) => boolean) => {
  const visible = practiceVisibility(user);
  return (practiceId) => visible(practiceId) && PRACTICES.some((practice) => practice.id === practiceId);
};

/**
 * 403 unless the caller administers every practice (practice-admin, group-admin or sys-admin).
 * A caller who administers none (sys-admin-read, practice-user) is refused whatever the batch
 * holds, before its entries are checked.
 */
export const requireGoalWriter = (caller: UserRecord, practiceIds: readonly string[]): void => {
  if (!isWritingSystemAdmin(caller) && practiceIdsOf(caller, { managing: true }).size === 0)
    throw forbidden('Saving goals needs a practice-admin, group-admin or sys-admin role.');
  const refused = practiceIds.filter((practiceId) => !canManagePractice(caller, practiceId));
  if (refused.length > 0) throw forbidden(`You may not set the goals of practice ${refused.join(', ')}.`);
};

/** Who saved a goal, as the goal shows it. */
export const userRefOf = (user: UserRecord): NamedRef => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim() || user.username,
});
