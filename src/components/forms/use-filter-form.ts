import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A filter form checked by its zod schema: `submit` (for FilterForm's onSubmit) hands onApply the
 * schema's output (e.g. trimmed texts), and only when every field is valid.
 */
export const useFilterForm = <Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
  onApply: (values: Output) => void,
) => {
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  return { control, submit: handleSubmit(onApply) };
};
