import type { RoleEntry } from '@/api/generated/users/model';
import { practicesOfRole } from '@/domain/role-entries';
import type { PracticeEntry } from './practice-list';
import { SessionError } from './session-error';

const REMEMBERED_PRACTICE_PREFIX = 'dental-portal/practice/';

/** Per user, so that people sharing a browser each get their own practice back (SPEC §4). */
export const rememberedPracticeKey = (userId: string): string => `${REMEMBERED_PRACTICE_PREFIX}${userId}`;

/** Where the selected practice is remembered between visits. */
export interface PracticeMemory {
  read: (userId: string) => string | undefined;
  write: (userId: string, practiceId: string) => void;
}

/**
 * The practice memory in localStorage. Storage can throw (disabled, quota, private mode in old
 * browsers): the practice is then simply not remembered, which only costs a selection.
 */
export const localPracticeMemory = (storage: Storage = window.localStorage): PracticeMemory => ({
  read: (userId) => {
    try {
      return storage.getItem(rememberedPracticeKey(userId)) ?? undefined;
    } catch {
      return undefined;
    }
  },
  write: (userId, practiceId) => {
    try {
      storage.setItem(rememberedPracticeKey(userId), practiceId);
    } catch {
      // Not remembered: see above.
    }
  },
});

/** The first practice of the first role that has one: a practice role's, a group's first member. */
export const firstPracticeOfRoles = (roles: readonly RoleEntry[]): string | undefined => {
  for (const entry of roles) {
    const id = practicesOfRole(entry)[0]?.id;
    if (id !== undefined) return id;
  }
  return undefined;
};

interface Choice {
  roles: readonly RoleEntry[];
  /** The practices the user can select (toPracticeList, plus the listed ones for system admins). */
  practices: readonly PracticeEntry[];
  remembered: string | undefined;
  systemAdmin: boolean;
}

/**
 * The practices to try selecting at start-up, best first (SPEC §4): the remembered one while
 * the user can still reach it, then the first practice of the first role, or the first member
 * of a group. A system administrator reaches every practice, so their remembered one is tried
 * even when it is not listed (the caller checks it exists); without practice roles they fall
 * back to the first practice listed, or to none at all: their home is the administration area,
 * which needs no practice. Anybody else without a practice cannot use the portal: 'User has no
 * roles', 'Could not find practice id to select'.
 */
export const practicesToTry = ({ roles, practices, remembered, systemAdmin }: Choice): string[] => {
  if (roles.length === 0) throw new SessionError('noRoles');
  const fallback = firstPracticeOfRoles(roles) ?? (systemAdmin ? practices[0]?.id : undefined);
  if (fallback === undefined && !systemAdmin) throw new SessionError('noPracticeToSelect');
  const reachable =
    remembered !== undefined && (systemAdmin || practices.some((practice) => practice.id === remembered));
  const ids = [reachable ? remembered : undefined, fallback].filter((id) => id !== undefined);
  return [...new Set(ids)];
};
