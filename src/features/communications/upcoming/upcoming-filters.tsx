import { useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FilterForm } from '@/components/forms/filter-form';
import { ChoiceFilter } from '@/components/forms/choice-filter';
import { TextField } from '@/components/forms/text-field';
import { useFilterForm } from '@/components/forms/use-filter-form';
import { kindNames } from '@/i18n/communication-labels';
import { filterMessages as messages, reasonOptionLabels } from './filter-messages';
import { upcomingFilterForm } from './upcoming-filter-form';
import { statusLabels } from './upcoming-messages';
import type { UpcomingFilters } from './upcoming-query';

interface UpcomingFiltersProps {
  filters: UpcomingFilters;
  onApply: (filters: Omit<UpcomingFilters, 'days'>) => void;
  onClear: () => void;
}

/**
 * The filters as a form, as the history's: nothing is asked of the server until Apply. It shows
 * the URL's filters and follows them when they change from elsewhere, e.g. Back (useFilterForm).
 */
export const UpcomingFilterForm = ({ filters, onApply, onClear }: UpcomingFiltersProps) => {
  const intl = useIntl();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { control, submit } = useFilterForm(upcomingFilterForm, filters, onApply);
  // Planned messages have no reason: the choice waits for another status.
  const status = useWatch({ control, name: 'status' });

  return (
    <FilterForm onSubmit={submit} onClear={onClear} labels={messages}>
      <ChoiceFilter control={control} name="kind" label={messages.kind} labels={kindNames} />
      <ChoiceFilter control={control} name="status" label={messages.status} labels={statusLabels} />
      <ChoiceFilter
        control={control}
        name="reason"
        label={messages.reason}
        labels={reasonOptionLabels}
        disabled={status === 'PLANNED'}
      />
      <TextField
        control={control}
        name="search"
        type="search"
        label={format(messages.search)}
        hint={format(messages.searchHint)}
        autoComplete="off"
      />
    </FilterForm>
  );
};
