import { memo } from 'react';
import { z } from 'zod';
import { UnreachableReason } from '@/api/generated/communication/model';
import { ChoiceFilter } from '@/components/forms/choice-filter';
import { FilterForm } from '@/components/forms/filter-form';
import { useFilterForm } from '@/components/forms/use-filter-form';
import { unreachableReasonLabels } from '@/i18n/unreachable-labels';
import { filterMessages as messages } from './unreachable-messages';
import type { UnreachableFilters } from './unreachable-query';

/** '' is "every reason". */
const schema = z.object({ reason: z.union([z.enum(UnreachableReason), z.literal('')]) });

const unreachableFilterForm = {
  schema,
  toFormValues: (filters: UnreachableFilters): z.input<typeof schema> => ({ reason: filters.reason ?? '' }),
  toFilters: ({ reason }: z.output<typeof schema>): UnreachableFilters => ({
    reason: reason === '' ? undefined : reason,
  }),
};

interface UnreachableFilterFormProps {
  filters: UnreachableFilters;
  onApply: (filters: UnreachableFilters) => void;
  onClear: () => void;
}

/** The reason filter, applied with Apply as the history's and the upcoming messages' filters. */
const UnreachableFilterFormOf = ({ filters, onApply, onClear }: UnreachableFilterFormProps) => {
  const { control, submit } = useFilterForm(unreachableFilterForm, filters, onApply);
  return (
    <FilterForm onSubmit={submit} onClear={onClear} labels={messages}>
      <ChoiceFilter
        control={control}
        name="reason"
        label={messages.reason}
        labels={unreachableReasonLabels}
      />
    </FilterForm>
  );
};

export const UnreachableFilterForm = memo(UnreachableFilterFormOf);
