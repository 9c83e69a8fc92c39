import { z } from 'zod';
import { containsSearch, foldForSearch } from '@/utils/search-text';

export const MAX_PAGE_SIZE = 200;

/** page and pageSize of a server-paged list, as query strings arrive. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});

export interface Page<T> {
  items: T[];
  meta: { page: number; pageSize: number; totalItems: number; totalPages: number };
}

export const pageOf = <T>(items: readonly T[], page: number, pageSize: number): Page<T> => ({
  items: items.slice((page - 1) * pageSize, page * pageSize),
  meta: { page, pageSize, totalItems: items.length, totalPages: Math.ceil(items.length / pageSize) },
});

/** Case- and accent-insensitive, as people expect from a search box (the portal's own rule). */
export const normalizeText = foldForSearch;

export const includesText = containsSearch;
