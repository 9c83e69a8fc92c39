import { useEffect, useMemo } from 'react';
import type { PagerProps } from './data-table-pager';

interface PagerOptions {
  /** The table's state (useTableQuery): its page, page size and their setters. */
  table: {
    page: number;
    pageSize: number;
    setPage: (page: number, options?: { replace?: boolean }) => void;
    setPageSize: (pageSize: number) => void;
  };
  /** The server's count of pages for the view; 0 while it is not known. */
  totalPages: number;
  /** The rows shown are the view's own, not the previous view's kept on screen. */
  settled: boolean;
  pageSizes: readonly number[];
}

/**
 * A server-paged table's pager. A link to a page past the end (the list got shorter since)
 * shows the last page instead, replacing the address rather than adding a step to Back.
 */
export const usePager = ({ table, totalPages, settled, pageSizes }: PagerOptions): PagerProps => {
  const { page, pageSize, setPage, setPageSize } = table;
  useEffect(() => {
    if (settled && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [settled, page, setPage, totalPages]);
  return useMemo(
    () => ({ page, totalPages, pageSize, pageSizes, onPageChange: setPage, onPageSizeChange: setPageSize }),
    [page, totalPages, pageSize, pageSizes, setPage, setPageSize],
  );
};
