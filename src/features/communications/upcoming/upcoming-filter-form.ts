import { z } from 'zod';
import { getUpcomingMessagesQuerySearchMax as SEARCH_MAX } from '@/api/generated/operation-schemas/getUpcomingMessages';
import { fieldIssue } from '@/components/forms/field-messages';
import { KIND_VALUES, REASON_VALUES, STATUS_VALUES, type UpcomingFilters } from './upcoming-query';

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.union([z.enum(values), z.literal('')]);

/** The filter form: '' is "no filter". The days shown are not in it: they apply at once. */
export const filterFormSchema = z.object({
  kind: choice(KIND_VALUES),
  status: choice(STATUS_VALUES),
  reason: choice(REASON_VALUES),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, fieldIssue('maxLength', { max: SEARCH_MAX })),
});

export type FilterFormValues = z.input<typeof filterFormSchema>;

export const toFormValues = (filters: UpcomingFilters): FilterFormValues => ({
  kind: filters.kind ?? '',
  // A reason means the skipped messages, whatever a hand-edited link says (the query reads it so).
  status: filters.reason ? 'SKIPPED' : (filters.status ?? ''),
  reason: filters.reason ?? '',
  search: filters.search ?? '',
});

/**
 * What the form applies: empty choices and texts leave the URL. A reason means the skipped
 * messages, as the contract reads it; planned messages have none (the form then disables it).
 */
export const toFilters = (values: z.output<typeof filterFormSchema>): Omit<UpcomingFilters, 'days'> => {
  const reason = values.status === 'PLANNED' ? undefined : values.reason || undefined;
  return {
    kind: values.kind || undefined,
    status: reason ? 'SKIPPED' : values.status || undefined,
    reason,
    search: values.search || undefined,
  };
};

export const upcomingFilterForm = { schema: filterFormSchema, toFormValues, toFilters };
