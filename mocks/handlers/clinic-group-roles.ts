import { isGroupRole } from '@/domain/role-entries';
import { users } from '../db/users';

/**
 * How many user roles are given over a clinic group (group-admin); deleting a group is a 409
 * while any exists, so that nobody silently loses access.
 */
export const groupAdminRoleCount = (groupId: number): number =>
  users
    .all()
    .reduce(
      (count, user) =>
        count + user.roles.filter((role) => isGroupRole(role) && role.groupId === groupId).length,
      0,
    );
