import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import {
  parseUrlState,
  serializeUrlState,
  urlStateDefaults,
  useUrlState,
  type UrlState,
  type UrlStateShape,
} from './use-url-state';

export const DEFAULT_PAGE_SIZES = [25, 50, 100] as const;

interface TableQueryOptions<Filters extends UrlStateShape, Sort extends string> {
  /**
   * The contract's sort values, `field:direction`; the first one the default unless `defaultSort`.
   * Without them, the list keeps the server's order and the URL holds no sort.
   */
  sorts?: readonly [Sort, ...Sort[]];
  defaultSort?: Sort;
  /** The page sizes offered; the first one the default unless `defaultPageSize`. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** One zod field per filter, each optional, read from the URL's text. */
  filters: Filters;
}

const pagingShape = (
  sorts: readonly [string, ...string[]] | undefined,
  defaultSort: string | undefined,
  pageSizes: readonly number[],
  defaultPageSize: number,
) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => pageSizes.includes(size))
    .default(defaultPageSize),
  ...(sorts ? { sort: z.enum(sorts).default(defaultSort ?? sorts[0]) } : {}),
});

/** The sort of a table without sorts is no sort at all. */
type SortOf<Sort extends string> = [Sort] extends [never] ? undefined : Sort;

/**
 * A server-paged table's page, page size, sort and filters, kept in the URL (useUrlState).
 * Changing the sort, the page size or the filters goes back to page 1: the old page number
 * means nothing in the new list. Each change is a history entry, so Back undoes it.
 */
export const useTableQuery = <Filters extends UrlStateShape, Sort extends string = never>({
  sorts,
  defaultSort = sorts?.[0],
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize = pageSizes[0] ?? DEFAULT_PAGE_SIZES[0],
  filters: filterShape,
}: TableQueryOptions<Filters, Sort>) => {
  // The shape is memoised on its inputs: parsing depends on it, and callers pass literals.
  const sortsKey = sorts?.join(',');
  const sizesKey = pageSizes.join(',');
  const shape = useMemo(
    () => ({ ...filterShape, ...pagingShape(sorts, defaultSort, pageSizes, defaultPageSize) }),
    [sortsKey, defaultSort, sizesKey, defaultPageSize, filterShape],
  );
  const [state, set] = useUrlState(shape);
  // The same filters object while only the page, its size or the sort changes: what depends on
  // the filters alone (the filter form, an export) does not render again for a page.
  const filterQuery = serializeUrlState(filterShape, state as Partial<UrlState<Filters>>);
  const filters = useMemo(() => parseUrlState(filterShape, filterQuery), [filterShape, filterQuery]);
  const emptyFilters = useMemo(() => urlStateDefaults(filterShape), [filterShape]);
  const patch = set as (values: Record<string, unknown>, options?: { replace?: boolean }) => void;

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => patch({ page }, options),
    [patch],
  );
  const setPageSize = useCallback((pageSize: number) => patch({ pageSize, page: 1 }), [patch]);
  const setSort = useCallback((sort: Sort) => patch({ sort, page: 1 }), [patch]);
  const applyFilters = useCallback(
    (next: Partial<UrlState<Filters>>) => patch({ ...emptyFilters, ...next, page: 1 }),
    [emptyFilters, patch],
  );
  const clearFilters = useCallback(() => patch({ ...emptyFilters, page: 1 }), [emptyFilters, patch]);
  const page = state.page as number;
  const pageSize = state.pageSize as number;
  const sort = state.sort as SortOf<Sort>;

  // One object while nothing changes: a screen can hand it to a memoised view, or defer it.
  return useMemo(
    () => ({ page, pageSize, sort, filters, setPage, setPageSize, setSort, applyFilters, clearFilters }),
    [page, pageSize, sort, filters, setPage, setPageSize, setSort, applyFilters, clearFilters],
  );
};
