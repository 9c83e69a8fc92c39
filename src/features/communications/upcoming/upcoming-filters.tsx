import { zodResolver } from '@hookform/resolvers/zod';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { kindNames } from '../shared/kind-messages';
import { filterMessages as messages, reasonOptionLabels } from './filter-messages';
import { filterFormSchema, toFilters, toFormValues, type FilterFormValues } from './upcoming-filter-form';
import { statusLabels } from './upcoming-messages';
import type { UpcomingFilters } from './upcoming-query';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // As many fields on a line as fit: one on a phone, four on a desktop.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const optionsOf = <Value extends string>(
  labels: Record<Value, MessageDescriptor>,
  format: (m: MessageDescriptor) => string,
) => (Object.keys(labels) as Value[]).map((value) => ({ value, label: format(labels[value]) }));

interface UpcomingFiltersProps {
  filters: UpcomingFilters;
  onApply: (filters: Omit<UpcomingFilters, 'days'>) => void;
  onClear: () => void;
}

/**
 * The filters as a form, as the history's: nothing is asked of the server until Apply. The parent
 * remounts it (key) when the URL's filters change, e.g. Back.
 */
export const UpcomingFilterForm = ({ filters, onApply, onClear }: UpcomingFiltersProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { control, handleSubmit } = useForm<FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: toFormValues(filters),
  });
  // Planned messages have no reason: the choice waits for another status.
  const status = useWatch({ control, name: 'status' });
  const any = format(messages.any);

  return (
    <form
      className={styles.form}
      aria-label={format(messages.legend)}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onApply(toFilters(filterFormSchema.parse(values))))(event)
      }
    >
      <div className={styles.grid}>
        <SelectField
          control={control}
          name="kind"
          label={format(messages.kind)}
          placeholder={any}
          options={optionsOf(kindNames, format)}
        />
        <SelectField
          control={control}
          name="status"
          label={format(messages.status)}
          placeholder={any}
          options={optionsOf(statusLabels, format)}
        />
        <SelectField
          control={control}
          name="reason"
          label={format(messages.reason)}
          placeholder={any}
          disabled={status === 'PLANNED'}
          options={optionsOf(reasonOptionLabels, format)}
        />
        <TextField
          control={control}
          name="search"
          type="search"
          label={format(messages.search)}
          hint={format(messages.searchHint)}
          autoComplete="off"
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary">
          {format(messages.apply)}
        </Button>
        <Button onClick={onClear}>{format(messages.clear)}</Button>
      </div>
    </form>
  );
};
