import { useIntl } from 'react-intl';
import type { PricingFile } from '@/api/generated/pricing/model';
import { FilterForm } from '@/components/forms/filter-form';
import { SelectField } from '@/components/forms/select-field';
import { useFilterForm } from '@/components/forms/use-filter-form';
import { adminMessages } from '../shared/admin-messages';
import { pricingMessages as messages } from './pricing-messages';
import { pricingFilterForm } from './pricing-filter-form';
import { filterChoices, type PricingFilters } from './pricing-query';

interface PricingFilterFormProps {
  filters: PricingFilters;
  /** Every pricing file, for the choices of the filters. */
  files: readonly PricingFile[];
  onApply: (filters: PricingFilters) => void;
  onClear: () => void;
}

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Year, group and provider, each chosen among the values the files have (group and provider are
 * free text: a list avoids a typo that finds nothing). Applied together with Apply, so that each
 * arrow key in a list does not reload the table. It shows the URL's filters and follows them when
 * they change from elsewhere, e.g. Back (useFilterForm).
 */
export const PricingFilterForm = ({ filters, files, onApply, onClear }: PricingFilterFormProps) => {
  const intl = useIntl();
  const { control, submit } = useFilterForm(pricingFilterForm, filters, onApply);
  const choices = filterChoices(files, filters);
  const any = intl.formatMessage(adminMessages.any);

  return (
    <FilterForm
      onSubmit={submit}
      onClear={onClear}
      labels={{ legend: messages.filters, apply: messages.apply, clear: adminMessages.clearFilters }}
    >
      <SelectField
        control={control}
        name="year"
        label={intl.formatMessage(messages.filterYear)}
        placeholder={any}
        options={optionsOf(choices.years)}
      />
      <SelectField
        control={control}
        name="group"
        label={intl.formatMessage(messages.filterGroup)}
        placeholder={any}
        options={optionsOf(choices.groups)}
      />
      <SelectField
        control={control}
        name="provider"
        label={intl.formatMessage(messages.filterProvider)}
        placeholder={any}
        options={optionsOf(choices.providers)}
      />
    </FilterForm>
  );
};
