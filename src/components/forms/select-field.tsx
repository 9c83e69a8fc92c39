import { Field, makeStyles, mergeClasses, Select } from '@fluentui/react-components';
import { useController, type FieldValues } from 'react-hook-form';
import { fieldProps, useFieldMessage, type FormFieldProps } from './text-field';

const useStyles = makeStyles({
  // A long option must not widen the field past a phone's screen: the closed select cuts it.
  field: { minWidth: 0 },
  control: { width: '100%', minWidth: 0 },
  select: { minWidth: 0, textOverflow: 'ellipsis' },
});

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  options: readonly SelectOption[];
  /**
   * Text of an empty first choice (value ''), for a value not chosen yet; without it a value
   * outside the options would show the first option while the form holds another.
   */
  placeholder?: string;
}

/**
 * A native <select> (Fluent Select) bound to react-hook-form: the phone's own picker on mobile,
 * type-ahead and arrow keys on desktop. Read-only shows as disabled: a <select> has no read-only
 * state.
 */
export const SelectField = <T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  disabled,
  readOnly,
  className,
  options,
  placeholder,
}: SelectFieldProps<T>) => {
  const styles = useStyles();
  const {
    field: { ref: selectRef, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const message = useFieldMessage(fieldState.error);
  const value = typeof fieldValue === 'string' ? fieldValue : '';
  const showEmpty = placeholder !== undefined || !options.some((option) => option.value === value);
  return (
    <Field
      {...fieldProps(label, message, { required, hint, className: mergeClasses(styles.field, className) })}
    >
      <Select
        className={styles.control}
        select={{ className: styles.select }}
        name={name}
        ref={selectRef}
        value={value}
        disabled={(disabled ?? false) || (readOnly ?? false)}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      >
        {showEmpty && <option value="">{placeholder ?? ''}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
};
