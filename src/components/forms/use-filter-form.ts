import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A filter form checked by its zod schema: `submit` (for FilterForm's onSubmit) hands onApply the
 * schema's output (e.g. trimmed texts), and only when every field is valid.
 * `applied` are the filters in force (the URL's) as form values: the form shows them, and follows
 * when they change from elsewhere (Back, Clear, a link). It is never remounted for that: a
 * remount of nine Fluent fields was most of an Apply's click at a front desk's speed.
 */
export const useFilterForm = <Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  applied: Values,
  onApply: (values: Output) => void,
) => {
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    values: applied,
  });
  return { control, submit: handleSubmit(onApply) };
};
