import type { IntlShape } from 'react-intl';
import { RoleType, SystemRoleEntryRole, type RoleEntry } from '@/api/generated/users/model';
import { isGroupRole, isPracticeRole } from '@/domain/role-entries';
import { roleTypeLabels, userRolesMessages as messages } from './user-roles-messages';

/** The role types that apply to every practice, without a practice or a group. */
export const SYSTEM_ROLE_TYPES: readonly RoleType[] = Object.values(SystemRoleEntryRole);
export const PRACTICE_ROLE_TYPES: readonly RoleType[] = ['practice-admin', 'practice-user'];

/** A role's name; a legacy entry without one is 'no-role' (SPEC §6). */
export const roleName = (intl: IntlShape, role: RoleType | undefined): string =>
  role ? intl.formatMessage(roleTypeLabels[role]) : intl.formatMessage(messages.noRole);

/** Where a role applies: its practice ('unknown' when nameless, SPEC §6), its group, or everywhere. */
export const roleScope = (intl: IntlShape, entry: RoleEntry): string => {
  if (isGroupRole(entry)) return entry.groupName ?? intl.formatMessage(messages.unknownPractice);
  if (isPracticeRole(entry)) return entry.practiceName || intl.formatMessage(messages.unknownPractice);
  return intl.formatMessage(messages.allPractices);
};

/** The kinds of roles a user holds, each once, in the order of the role types. */
export const rolesSummary = (intl: IntlShape, roles: readonly RoleEntry[]): string =>
  [...Object.values(RoleType), undefined]
    .filter((role) => roles.some((entry) => entry.role === role))
    .map((role) => roleName(intl, role))
    .join(', ');

/** Two entries give the same role on the same practice or group. */
export const sameRole = (
  a: { role?: RoleType | undefined; practiceId?: string | undefined; groupId?: number | undefined },
  b: { role?: RoleType | undefined; practiceId?: string | undefined; groupId?: number | undefined },
): boolean => a.role === b.role && a.practiceId === b.practiceId && a.groupId === b.groupId;
