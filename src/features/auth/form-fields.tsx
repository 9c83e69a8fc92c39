import { Button, Field, Input, makeStyles, type InputProps } from '@fluentui/react-components';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatFieldMessage } from './field-message';
import { loginMessages } from './login-messages';

type NativeInputProps = Pick<
  InputProps,
  'autoComplete' | 'inputMode' | 'type' | 'spellCheck' | 'autoCapitalize'
>;

interface TextFieldProps<T extends FieldValues> extends NativeInputProps {
  label: string;
  control: Control<T>;
  name: Path<T>;
  hint?: string;
  contentAfter?: InputProps['contentAfter'];
}

const useStyles = makeStyles({
  input: { width: '100%' },
});

/**
 * A labelled, required text field controlled by react-hook-form (what was typed lives in the
 * form, never lost). Its error shows under it (Field's validationMessage), sets aria-invalid and
 * is tied to the input by aria-describedby; the ref reaches the <input>, so the form focuses the
 * first invalid field.
 */
export const TextField = <T extends FieldValues>({
  label,
  control,
  name,
  hint,
  contentAfter,
  ...input
}: TextFieldProps<T>) => {
  const intl = useIntl();
  const styles = useStyles();
  const {
    field: { ref: inputRef, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  const message = error ? formatFieldMessage(intl, error) : undefined;
  return (
    <Field
      label={label}
      required
      {...(hint ? { hint } : {})}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Input
        {...input}
        className={styles.input}
        contentAfter={contentAfter}
        name={name}
        ref={inputRef}
        value={typeof value === 'string' ? value : ''}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
};

interface PasswordFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps<T>,
  'type' | 'contentAfter' | 'inputMode'
> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with a Show/Hide button (a real button, reached with Tab, never submitting). */
export const PasswordField = <T extends FieldValues>(props: PasswordFieldProps<T>) => {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      contentAfter={
        <Button
          type="button"
          appearance="transparent"
          size="small"
          aria-label={intl.formatMessage(
            visible ? loginMessages.hidePasswordLabel : loginMessages.showPasswordLabel,
          )}
          onClick={() => setVisible(!visible)}
        >
          {intl.formatMessage(visible ? loginMessages.hidePassword : loginMessages.showPassword)}
        </Button>
      }
    />
  );
};

/** A 6-character code read from a text message, an email or an authenticator app. */
export const CodeField = <T extends FieldValues>(
  props: Omit<TextFieldProps<T>, 'type' | 'inputMode' | 'autoComplete'>,
) => <TextField {...props} type="text" inputMode="numeric" autoComplete="one-time-code" spellCheck={false} />;
