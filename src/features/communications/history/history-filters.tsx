import { memo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FilterForm } from '@/components/forms/filter-form';
import { ChoiceFilter } from '@/components/forms/choice-filter';
import { TextField } from '@/components/forms/text-field';
import { useFilterForm } from '@/components/forms/use-filter-form';
import { historyFilterForm } from './history-filter-form';
import { filterMessages as messages, outcomeFilterLabels } from './history-filter-messages';
import { channelLabels, kindLabels, languageLabels } from '@/i18n/communication-labels';
import { statusLabels } from '@/utils/history-csv-messages';
import type { HistoryFilters } from './history-query';

interface HistoryFiltersProps {
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
  onClear: () => void;
}

/**
 * The filters as a form: nothing is asked of the server until Apply, so typing a name does not
 * send a request per key. It shows the URL's filters and follows them when they change from
 * elsewhere, e.g. Back (useFilterForm). Its props change only with the filters: a page or a sort
 * does not render its ten fields again.
 */
const HistoryFilterFormOf = ({ filters, onApply, onClear }: HistoryFiltersProps) => {
  const intl = useIntl();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { control, submit } = useFilterForm(historyFilterForm, filters, onApply);
  return (
    <FilterForm onSubmit={submit} onClear={onClear} labels={messages}>
      <ChoiceFilter control={control} name="kind" label={messages.kind} labels={kindLabels} />
      <ChoiceFilter control={control} name="channel" label={messages.channel} labels={channelLabels} />
      <ChoiceFilter control={control} name="language" label={messages.language} labels={languageLabels} />
      <ChoiceFilter control={control} name="status" label={messages.status} labels={statusLabels} />
      <ChoiceFilter control={control} name="outcome" label={messages.outcome} labels={outcomeFilterLabels} />
      <TextField control={control} name="fileNumber" label={format(messages.fileNumber)} autoComplete="off" />
      <TextField control={control} name="lastName" label={format(messages.lastName)} autoComplete="off" />
      <TextField control={control} name="firstName" label={format(messages.firstName)} autoComplete="off" />
      <TextField
        control={control}
        name="from"
        type="date"
        label={format(messages.from)}
        hint={format(messages.rangeHint)}
      />
      <TextField control={control} name="to" type="date" label={format(messages.to)} />
    </FilterForm>
  );
};

export const HistoryFilterForm = memo(HistoryFilterFormOf);
