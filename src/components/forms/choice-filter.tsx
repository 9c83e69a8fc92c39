import type { Control, FieldValues, Path } from 'react-hook-form';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { messageOptions } from './message-options';
import { SelectField } from './select-field';

const anyMessage = defineMessage({
  id: 'forms.filter.any',
  defaultMessage: 'All',
  description: 'First option of a filter list: no filter on this property',
});

interface ChoiceFilterProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: MessageDescriptor;
  /** Each value the filter offers with its label, in the order to offer them. */
  labels: Record<string, MessageDescriptor>;
  disabled?: boolean;
}

/** One choice of a filter form (a kind, a channel, a status…), or none: "All". */
export const ChoiceFilter = <T extends FieldValues>({
  control,
  name,
  label,
  labels,
  disabled,
}: ChoiceFilterProps<T>) => {
  const intl = useIntl();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <SelectField
      control={control}
      name={name}
      label={format(label)}
      placeholder={format(anyMessage)}
      disabled={disabled}
      options={messageOptions(labels, format)}
    />
  );
};
