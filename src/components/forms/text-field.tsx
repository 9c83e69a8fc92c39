import { Field, Input, makeStyles, type InputProps } from '@fluentui/react-components';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatFieldMessage } from './field-messages';

// Shared with TextareaField, in a module of its own: a screen with text fields only does not load
// Fluent's Textarea (4 KB gzip on the history).
export const useControlStyles = makeStyles({
  control: { width: '100%' },
});

/** What every form field takes: the form's control, the value's name, its label and help. */
export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Marks the label (asterisk, and aria-required on the control). */
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  /** Shown and focusable, not editable (a caller without write access). */
  readOnly?: boolean;
  className?: string;
}

/** The error of a field, translated, for Fluent's Field; undefined when there is none. */
export const useFieldMessage = (error: FieldError | undefined): string | undefined => {
  const intl = useIntl();
  return error?.message ? formatFieldMessage(intl, error.message) : undefined;
};

/** Field's props for a state: the error under the field sets aria-invalid and aria-describedby. */
export const fieldProps = (
  label: string,
  message: string | undefined,
  { required, hint, className }: { required?: boolean; hint?: string; className?: string },
) => ({
  label,
  required: required ?? false,
  ...(hint ? { hint } : {}),
  ...(className ? { className } : {}),
  validationState: message ? ('error' as const) : ('none' as const),
  validationMessage: message,
});

type NativeInputProps = Pick<
  InputProps,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'placeholder'
  | 'maxLength'
  | 'contentBefore'
  | 'contentAfter'
>;

export interface TextFieldProps<T extends FieldValues> extends FormFieldProps<T>, NativeInputProps {
  /** Rewrites the value when the field is left (e.g. "h2j1k3" → "H2J 1K3"). */
  normalizeOnBlur?: (value: string) => string;
}

/**
 * A labelled text input bound to react-hook-form: what was typed lives in the form (a failed save
 * keeps it), the error shows under the field, and the ref reaches the <input> so the form
 * focuses the first invalid field on submit.
 */
export const TextField = <T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  disabled,
  readOnly,
  className,
  normalizeOnBlur,
  ...input
}: TextFieldProps<T>) => {
  const styles = useControlStyles();
  const {
    field: { ref: inputRef, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const message = useFieldMessage(fieldState.error);
  const value = typeof fieldValue === 'string' ? fieldValue : '';
  return (
    <Field {...fieldProps(label, message, { required, hint, className })}>
      <Input
        {...input}
        className={styles.control}
        name={name}
        ref={inputRef}
        value={value}
        disabled={disabled ?? false}
        readOnly={readOnly ?? false}
        onChange={(_, data) => onChange(data.value)}
        onBlur={() => {
          if (normalizeOnBlur && !readOnly) {
            const normalized = normalizeOnBlur(value);
            if (normalized !== value) onChange(normalized);
          }
          onBlur();
        }}
      />
    </Field>
  );
};
