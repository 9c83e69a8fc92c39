import type { RoleEntry, RoleType } from '@/api/generated/users/model';
import { practicesOfRole } from '@/domain/role-entries';

/** The label of a role entry without a role name (legacy entries, SPEC §6). */
export const NO_ROLE = 'no-role';
/** The label of a practice without a name (SPEC §6). */
export const UNKNOWN_PRACTICE_NAME = 'unknown';

/** One practice the user can select, with the role that gives it (SPEC §3 "flat role list"). */
export interface PracticeEntry {
  id: string;
  name: string;
  role: RoleType | typeof NO_ROLE;
}

const SYSTEM_ROLES: readonly RoleType[] = ['sys-admin', 'sys-admin-read'];

/** SPEC §6: a system administrator holds sys-admin or sys-admin-read. */
export const isSystemAdmin = (roles: readonly RoleEntry[]): boolean =>
  roles.some((entry) => entry.role !== undefined && SYSTEM_ROLES.includes(entry.role));

/** The strongest system role held (sys-admin over the read-only one), if any. */
export const systemRoleOf = (roles: readonly RoleEntry[]): RoleType | undefined =>
  SYSTEM_ROLES.find((role) => roles.some((entry) => entry.role === role));

/** Sorts by name without regard to case or accents (SPEC §4), keeping equal names in order. */
export const byPracticeName = (a: PracticeEntry, b: PracticeEntry): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

const entriesOf = (entry: RoleEntry): PracticeEntry[] => {
  const role = entry.role ?? NO_ROLE;
  return practicesOfRole(entry).map((practice) => ({
    id: practice.id,
    name: practice.name || UNKNOWN_PRACTICE_NAME,
    role,
  }));
};

/**
 * The user's roles as one list of practices (SPEC §6): a practice role gives its practice, a
 * group role each member of the group, a system role without a practice nothing. A practice
 * reached through several roles appears once: under sys-admin when one of them is sys-admin,
 * otherwise under the first role that reaches it. Its name is the first one any entry gives
 * (a group's member list may name a practice that a practice entry leaves unnamed).
 */
export const toPracticeList = (roles: readonly RoleEntry[]): PracticeEntry[] => {
  const byId = new Map<string, PracticeEntry>();
  for (const entry of roles.flatMap(entriesOf)) {
    const seen = byId.get(entry.id);
    if (!seen) {
      byId.set(entry.id, entry);
      continue;
    }
    const role = entry.role === 'sys-admin' ? entry.role : seen.role;
    const name = seen.name === UNKNOWN_PRACTICE_NAME ? entry.name : seen.name;
    byId.set(entry.id, { id: entry.id, name, role });
  }
  return [...byId.values()].sort(byPracticeName);
};
