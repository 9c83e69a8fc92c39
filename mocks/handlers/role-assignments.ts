import type { RoleAssignment as RoleAssignmentBody, RoleEntry } from '@/api/generated/users/model';
import { SYSTEM_ROLES, resolveRole } from '../db/user-roles';
import { validationFailed } from './problem';

type FieldError = { field: string; code: string; message: string };

/** The scope a role type takes (RoleAssignment in openapi/users.yaml); anything else is a 400. */
const scopeErrors = ({ role, practiceId, groupId }: RoleAssignmentBody, field: string): FieldError[] => {
  if (SYSTEM_ROLES.includes(role)) {
    return practiceId !== undefined || groupId !== undefined
      ? [
          {
            field,
            code: 'invalid_scope',
            message: `The ${role} role applies to every practice: give neither practiceId nor groupId.`,
          },
        ]
      : [];
  }
  if (role === 'group-admin') {
    if (groupId === undefined)
      return [{ field: `${field}.groupId`, code: 'required', message: 'A group role needs a groupId.' }];
    return practiceId !== undefined
      ? [
          {
            field: `${field}.practiceId`,
            code: 'invalid_scope',
            message: 'A group role takes no practiceId.',
          },
        ]
      : [];
  }
  if (practiceId === undefined)
    return [
      { field: `${field}.practiceId`, code: 'required', message: 'A practice role needs a practiceId.' },
    ];
  return groupId !== undefined
    ? [{ field: `${field}.groupId`, code: 'invalid_scope', message: 'A practice role takes no groupId.' }]
    : [];
};

const keyOf = ({ role, practiceId, groupId }: RoleAssignmentBody) =>
  `${role}|${practiceId ?? ''}|${groupId ?? ''}`;

/**
 * The role entries to store for a requested role list: names filled from the practices and
 * clinic-groups collections. Throws 400 listing every faulty entry (`roles.2.practiceId`).
 */
export const readRoleAssignments = (
  assignments: readonly RoleAssignmentBody[],
  prefix = 'roles',
): RoleEntry[] => {
  const errors: FieldError[] = [];
  const entries: RoleEntry[] = [];
  const seen = new Set<string>();
  for (const [index, assignment] of assignments.entries()) {
    const field = `${prefix}.${index}`;
    const scope = scopeErrors(assignment, field);
    if (scope.length > 0) {
      errors.push(...scope);
      continue;
    }
    if (seen.has(keyOf(assignment))) {
      errors.push({ field, code: 'duplicate', message: 'This role is listed twice.' });
      continue;
    }
    seen.add(keyOf(assignment));
    const entry = resolveRole(assignment);
    if (entry) entries.push(entry);
    else if (assignment.practiceId !== undefined) {
      errors.push({
        field: `${field}.practiceId`,
        code: 'unknown_practice',
        message: `Practice ${assignment.practiceId} does not exist.`,
      });
    } else
      errors.push({
        field: `${field}.groupId`,
        code: 'unknown_group',
        message: `Clinic group ${assignment.groupId} does not exist.`,
      });
  }
  if (errors.length > 0) throw validationFailed(errors);
  return entries;
};
