import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { RoleAssignment, RoleEntry } from '@/api/generated/users/model';
import { notify } from '@/components/feedback/snackbar-store';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { roleTarget } from '@/domain/role-entries';
import { outcomeSnackbars } from '../shared/admin-feedback';
import { sameRole, SYSTEM_ROLE_TYPES } from './role-labels';

/**
 * A user's roles as updateUserRoles takes them back. A system role takes no scope (a 400
 * otherwise), so one held "through a practice" is sent alone; a legacy entry without a role name
 * cannot be sent at all (only a user not migrated has such entries, and their roles cannot
 * change). Duplicates are sent once: the server refuses a list that repeats a role.
 */
export const toAssignments = (roles: readonly RoleEntry[]): RoleAssignment[] =>
  roles.reduce<RoleAssignment[]>((list, entry) => {
    const { role } = entry;
    if (!role) return list;
    const { practiceId, groupId } = roleTarget(entry);
    const assignment: RoleAssignment = SYSTEM_ROLE_TYPES.includes(role)
      ? { role }
      : groupId !== undefined
        ? { role, groupId }
        : { role, ...(practiceId ? { practiceId } : {}) };
    return list.some((other) => sameRole(other, assignment)) ? list : [...list, assignment];
  }, []);

/**
 * The snackbars of a change of roles (SPEC §8): 'must be migrated before updating roles' when
 * the server says so (409 USER_NOT_MIGRATED), otherwise the action's own messages.
 */
export const roleChangeSnackbars = (success: MessageDescriptor, failure: MessageDescriptor) => {
  const outcome = outcomeSnackbars({ success, failure });
  return {
    onSuccess: outcome.onSuccess,
    onError: (error: unknown) => {
      if (isApiError(error) && error.code === 'USER_NOT_MIGRATED')
        notify({ intent: 'error', message: userErrorMessages.mustMigrateFirst });
      else outcome.onError(error);
    },
  };
};
