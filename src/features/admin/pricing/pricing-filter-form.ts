import { z } from 'zod';
import type { PricingFilters } from './pricing-query';

/** The filter form: '' is "any". Each value is one of the files' own (the choices are lists). */
export const filterFormSchema = z.object({
  year: z.string(),
  group: z.string(),
  provider: z.string(),
});

export type FilterFormValues = z.input<typeof filterFormSchema>;

export const toFormValues = (filters: PricingFilters): FilterFormValues => ({
  year: filters.year !== undefined ? String(filters.year) : '',
  group: filters.group ?? '',
  provider: filters.provider ?? '',
});

/** What the form applies: "any" leaves the URL. */
export const toFilters = ({ year, group, provider }: z.output<typeof filterFormSchema>): PricingFilters => ({
  year: year ? Number(year) : undefined,
  group: group || undefined,
  provider: provider || undefined,
});

export const pricingFilterForm = { schema: filterFormSchema, toFormValues, toFilters };
