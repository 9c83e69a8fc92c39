import type { RoleType } from '@/api/generated/users/model';

/**
 * The roles that may change a practice's configuration and communications (SPEC §6): a system
 * administrator, the practice's administrators and its group's. sys-admin-read and the
 * practice-specific roles only read. The screens show their controls by it; the API enforces it.
 */
const MANAGING_ROLES: ReadonlySet<string> = new Set<RoleType>(['sys-admin', 'practice-admin', 'group-admin']);

export const managesPractice = (role: string | undefined): boolean =>
  role !== undefined && MANAGING_ROLES.has(role);
