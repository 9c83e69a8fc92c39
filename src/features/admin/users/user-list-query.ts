import { z } from 'zod';
import { RoleType, type GetUsersParams } from '@/api/generated/users/model';
import { getUsersQuerySearchMax } from '@/api/generated/operation-schemas/getUsers';
import type { UrlState } from '@/components/data-table/use-url-state';
import { enumValues } from '@/utils/enum-values';

/**
 * getUsers has one fixed order (last name, then first name): the table's single "sort" never
 * reaches the URL (it is the default) nor the server.
 */
export const USER_SORTS = ['name:asc'] as const;

export const USER_PAGE_SIZES = [25, 50, 100] as const;

export const ROLE_TYPES = enumValues(RoleType);

/** The list's search and filters as the URL holds them (module level: useTableQuery keys on it). */
export const userFilterShape = {
  search: z.string().trim().min(1).max(getUsersQuerySearchMax).optional(),
  role: z.enum(ROLE_TYPES).optional(),
  migrated: z.enum(['true', 'false']).optional(),
};

export type UserFilters = UrlState<typeof userFilterShape>;

export const hasUserFilters = (filters: UserFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

export const userListParams = (filters: UserFilters, page: number, pageSize: number): GetUsersParams => ({
  page,
  pageSize,
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.role ? { role: filters.role } : {}),
  ...(filters.migrated ? { migrated: filters.migrated === 'true' } : {}),
});
