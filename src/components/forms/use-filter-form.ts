import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** How a list's filters become a form's values and back, with the schema that checks them. */
export interface FilterFormCodec<Filters, Applied, Values extends FieldValues, Output> {
  schema: z.ZodType<Output, Values>;
  toFormValues: (filters: Filters) => Values;
  toFilters: (values: Output) => Applied;
}

/**
 * A filter form checked by its zod schema: `submit` (for FilterForm's onSubmit) hands onApply the
 * filters of the schema's output (e.g. trimmed texts), and only when every field is valid.
 * `filters` are the filters in force (the URL's): the form shows them, and follows when they
 * change from elsewhere (Back, Clear, a link). It is never remounted for that: a remount of nine
 * Fluent fields was most of an Apply's click at a front desk's speed.
 */
export const useFilterForm = <Filters, Applied, Values extends FieldValues, Output>(
  { schema, toFormValues, toFilters }: FilterFormCodec<Filters, Applied, Values, Output>,
  filters: Filters,
  onApply: (filters: Applied) => void,
) => {
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    values: toFormValues(filters),
  });
  return { control, submit: handleSubmit((values) => onApply(toFilters(values))) };
};
