import { Field, Textarea, type TextareaProps } from '@fluentui/react-components';
import { useController, type FieldValues } from 'react-hook-form';
import { fieldProps, useControlStyles, useFieldMessage, type FormFieldProps } from './text-field';

export interface TextareaFieldProps<T extends FieldValues>
  extends
    FormFieldProps<T>,
    Pick<TextareaProps, 'rows' | 'resize' | 'placeholder' | 'maxLength' | 'spellCheck'> {}

/** TextField's multi-line sibling (a message body, a note). */
export const TextareaField = <T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  disabled,
  readOnly,
  className,
  ...textarea
}: TextareaFieldProps<T>) => {
  const styles = useControlStyles();
  const {
    field: { ref: inputRef, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const message = useFieldMessage(fieldState.error);
  return (
    <Field {...fieldProps(label, message, { required, hint, className })}>
      <Textarea
        resize="vertical"
        {...textarea}
        className={styles.control}
        name={name}
        ref={inputRef}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled ?? false}
        readOnly={readOnly ?? false}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
};
