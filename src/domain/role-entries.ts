import type {
  GroupRoleEntry,
  PracticeRoleEntry,
  RoleEntry,
  SystemRoleEntry,
} from '@/api/generated/users/model';

/*
 * RoleEntry is one of three closed shapes (openapi/users.yaml). They are told apart by the
 * property only one of them has, the same way the contract's oneOf does, so the screens, the
 * session and the offline API read a role in one way.
 */

export const isPracticeRole = (entry: RoleEntry): entry is PracticeRoleEntry => 'practiceId' in entry;

export const isGroupRole = (entry: RoleEntry): entry is GroupRoleEntry => 'groupId' in entry;

export const isSystemRole = (entry: RoleEntry): entry is SystemRoleEntry =>
  !isPracticeRole(entry) && !isGroupRole(entry);

/** Where an entry applies, as ids: its practice, its group, or neither for a system role. */
export const roleTarget = (entry: RoleEntry): { practiceId?: string; groupId?: number } => {
  if (isPracticeRole(entry)) return { practiceId: entry.practiceId };
  if (isGroupRole(entry)) return { groupId: entry.groupId };
  return {};
};

/** The practices an entry names: a practice role's practice, a group role's members. */
export const practicesOfRole = (entry: RoleEntry): { id: string; name?: string | undefined }[] => {
  if (isPracticeRole(entry)) return [{ id: entry.practiceId, name: entry.practiceName }];
  if (isGroupRole(entry)) return entry.groupMembers;
  return [];
};
