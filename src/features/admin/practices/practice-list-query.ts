import { z } from 'zod';
import { PracticeSort, type GetPracticesParams } from '@/api/generated/practices/model';
import { getPracticesQuerySearchMax } from '@/api/generated/operation-schemas/getPractices';
import type { UrlState } from '@/components/data-table/use-url-state';
import { enumValues } from '@/utils/enum-values';
import { PROVINCES } from '@/components/practice-form/practice-option-messages';
import { MODULE_NAMES } from './practice-option-messages';

/** The sorts the contract offers, in its order (the first is its default). */
export const PRACTICE_SORTS = enumValues(PracticeSort);

export const PRACTICE_PAGE_SIZES = [25, 50, 100] as const;

/**
 * The list's filters as the URL holds them (module level: useTableQuery keys on its identity).
 * `missingInformation` is written `true` / `false`.
 */
export const practiceFilterShape = {
  search: z.string().trim().min(1).max(getPracticesQuerySearchMax).optional(),
  province: z.enum(PROVINCES).optional(),
  module: z.enum(MODULE_NAMES).optional(),
  missingInformation: z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
  deploymentGroup: z.coerce.number().int().min(1).optional(),
};

export type PracticeFilters = UrlState<typeof practiceFilterShape>;

export const hasFilters = (filters: PracticeFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

/** The operation's parameters for a view: only the filters that are set. */
export const practiceParams = (
  filters: PracticeFilters,
  page: number,
  pageSize: number,
  sort: PracticeSort,
): GetPracticesParams => {
  const params: GetPracticesParams = { page, pageSize, sort };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
};
