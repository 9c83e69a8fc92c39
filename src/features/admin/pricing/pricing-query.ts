import { z } from 'zod';
import type { GetPricingFilesParams, PricingFile } from '@/api/generated/pricing/model';
import {
  getPricingFilesQueryGroupMax,
  getPricingFilesQueryProviderMax,
  getPricingFilesQueryYearMax,
  getPricingFilesQueryYearMin,
} from '@/api/generated/operation-schemas/getPricingFiles';
import { useTableQuery } from '@/components/data-table/use-table-query';
import type { UrlState } from '@/components/data-table/use-url-state';

export const PRICING_PAGE_SIZES = [25, 50, 100] as const;

const text = (max: number) => z.string().trim().min(1).max(max).optional();

/** The filters as the URL holds them (module level: useTableQuery keys on its identity). */
export const pricingFilterShape = {
  year: z.coerce.number().int().min(getPricingFilesQueryYearMin).max(getPricingFilesQueryYearMax).optional(),
  group: text(getPricingFilesQueryGroupMax),
  provider: text(getPricingFilesQueryProviderMax),
};

export type PricingFilters = UrlState<typeof pricingFilterShape>;

/**
 * Page, page size and filters of the list, in the URL: a reload or a shared link shows the same
 * view. No sort: the server's order (newest year first, then group, provider and file name) is the
 * only one.
 */
export const usePricingTable = () =>
  useTableQuery({ pageSizes: PRICING_PAGE_SIZES, filters: pricingFilterShape });

export type PricingTable = ReturnType<typeof usePricingTable>;

export const hasPricingFilters = (filters: PricingFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

/**
 * The operation's parameters: only the filters set (the server matches group and provider
 * ignoring case). None at all is `undefined`, the key of the list the filters' choices come from:
 * the unfiltered view and the choices then share one request.
 */
export const pricingParams = (filters: PricingFilters): GetPricingFilesParams | undefined => {
  if (!hasPricingFilters(filters)) return undefined;
  const { year, group, provider } = filters;
  return {
    ...(year !== undefined ? { year } : {}),
    ...(group !== undefined ? { group } : {}),
    ...(provider !== undefined ? { provider } : {}),
  };
};

/** The rows of one page: the contract does not page (a handful of files per year), the table does. */
export const pageOf = <Row>(rows: readonly Row[], page: number, pageSize: number): Row[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);

const byText = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

/** Each value once, ignoring case (the server does), in the order people look for them. */
const distinctTexts = (values: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const value of values) if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()].sort(byText);
};

/**
 * The choices of the filters, from every file: years newest first, groups and providers in
 * alphabetical order. A value of the address stays choosable, spelled as there, even when no file
 * has it (an old link).
 */
export const filterChoices = (files: readonly PricingFile[], current: PricingFilters) => {
  const years = new Set([...(current.year ? [current.year] : []), ...files.map((file) => file.year)]);
  return {
    years: [...years].sort((a, b) => b - a).map(String),
    groups: distinctTexts([...(current.group ? [current.group] : []), ...files.map((file) => file.group)]),
    providers: distinctTexts([
      ...(current.provider ? [current.provider] : []),
      ...files.map((file) => file.provider),
    ]),
  };
};
