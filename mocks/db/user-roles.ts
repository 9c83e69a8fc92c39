import {
  SystemRoleEntryRole,
  type LegacyPracticePermissions,
  type RoleEntry,
  type RoleType,
} from '@/api/generated/users/model';
import { clinicGroups } from './clinic-groups';
import { findPractice } from './practices';

export interface RoleAssignment {
  role?: RoleType;
  practiceId?: string;
  groupId?: number;
}

/** The role types that cover every practice. */
export const SYSTEM_ROLES: readonly RoleType[] = Object.values(SystemRoleEntryRole);

export const findClinicGroup = (id: number) => clinicGroups.findFirst((q) => q.where({ id }));

/**
 * A role entry as the contract shows it, names filled from the practices and clinic-groups
 * collections; undefined when the practice or group does not exist (the handler answers 400),
 * or when a role without a practice or a group is not a system role (no shape holds it).
 */
export const resolveRole = ({ role, practiceId, groupId }: RoleAssignment): RoleEntry | undefined => {
  if (practiceId !== undefined) {
    const practice = findPractice(practiceId);
    if (!practice) return undefined;
    return {
      ...(role ? { role } : {}),
      practiceId,
      ...(practice.name ? { practiceName: practice.name } : {}),
    };
  }
  if (groupId !== undefined) {
    const group = findClinicGroup(groupId);
    if (!group) return undefined;
    return {
      ...(role ? { role } : {}),
      groupId,
      groupName: group.name,
      groupMembers: group.practices.map(({ id, name }) => ({ id, name })),
    };
  }
  return role === 'sys-admin' || role === 'sys-admin-read' ? { role } : undefined;
};

/** Like resolveRole, for the seed: a role pointing nowhere is a bug in the seed tables. */
export const seededRole = (assignment: RoleAssignment): RoleEntry => {
  const entry = resolveRole(assignment);
  if (!entry) {
    throw new Error(
      `The users seed holds a role no entry shape takes, or points at a missing practice or ` +
        `clinic group (${JSON.stringify(assignment)}): the practices and clinic-groups areas ` +
        'must be seeded before the users area.',
    );
  }
  return entry;
};

/** Legacy permissions with the practice names filled in (the request's names are ignored). */
export const resolveLegacyPractices = (
  entries: readonly Pick<LegacyPracticePermissions, 'practiceId' | 'permissions'>[],
): LegacyPracticePermissions[] | { unknownIndex: number } => {
  const resolved: LegacyPracticePermissions[] = [];
  for (const [index, { practiceId, permissions }] of entries.entries()) {
    const practice = findPractice(practiceId);
    if (!practice) return { unknownIndex: index };
    resolved.push({
      practiceId,
      ...(practice.name ? { practiceName: practice.name } : {}),
      permissions: [...permissions],
    });
  }
  return resolved;
};
