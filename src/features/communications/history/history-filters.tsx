import { zodResolver } from '@hookform/resolvers/zod';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { filterFormSchema, toFilters, toFormValues, type FilterFormValues } from './history-filter-form';
import { filterMessages as messages } from './history-filter-messages';
import { channelLabels, kindLabels, languageLabels, statusLabels } from './history-messages';
import type { HistoryFilters } from './history-query';

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

interface HistoryFiltersProps {
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
  onClear: () => void;
}

/**
 * The filters as a form: nothing is asked of the server until Apply, so typing a name does not
 * send a request per key. The parent remounts it (key) when the URL's filters change, e.g. Back.
 */
export const HistoryFilterForm = ({ filters, onApply, onClear }: HistoryFiltersProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { control, handleSubmit } = useForm<FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: toFormValues(filters),
  });
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
          options={optionsOf(kindLabels, format)}
        />
        <SelectField
          control={control}
          name="channel"
          label={format(messages.channel)}
          placeholder={any}
          options={optionsOf(channelLabels, format)}
        />
        <SelectField
          control={control}
          name="language"
          label={format(messages.language)}
          placeholder={any}
          options={optionsOf(languageLabels, format)}
        />
        <SelectField
          control={control}
          name="status"
          label={format(messages.status)}
          placeholder={any}
          options={optionsOf(statusLabels, format)}
        />
        <TextField
          control={control}
          name="fileNumber"
          label={format(messages.fileNumber)}
          autoComplete="off"
        />
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
