import { Button, makeStyles, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { newPasswordSchema, type NewPasswordValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { PasswordField, TextField } from './form-fields';
import { loginMessages } from './login-messages';
import { attributeMessages, otherAttributeMessage, stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';

/** Browser autofill of the attributes Cognito may ask for. */
const attributeAutoComplete: Record<string, string> = {
  given_name: 'given-name',
  family_name: 'family-name',
  email: 'email',
  phone_number: 'tel',
};

const attributeLabel = (intl: IntlShape, name: string) =>
  Object.hasOwn(attributeMessages, name)
    ? intl.formatMessage(attributeMessages[name as keyof typeof attributeMessages])
    : intl.formatMessage(otherAttributeMessage, { name });

const useStyles = makeStyles({ hiddenUsername: { display: 'none' } });

interface NewPasswordFormProps {
  username: string;
  missingAttributes: readonly string[];
  onSubmit: (newPassword: string, attributes: Record<string, string>) => Promise<void>;
}

/**
 * NEW_PASSWORD_REQUIRED: a new password typed twice, and the attributes Amplify lists as
 * missing (first and last name for a newcomer), each required.
 */
export const NewPasswordForm = ({ username, missingAttributes, onSubmit }: NewPasswordFormProps) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const local = useStyles();
  const schema = useMemo(() => newPasswordSchema(missingAttributes), [missingAttributes]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      newPassword: '',
      confirmPassword: '',
      attributes: Object.fromEntries(missingAttributes.map((name) => [name, ''])),
    },
  });
  const { failure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('newPassword'), [setFocus]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit(({ newPassword, attributes }) => onSubmit(newPassword, attributes))}
    >
      <Text>{intl.formatMessage(stepMessages.newPasswordIntro)}</Text>
      <FormAlert failure={failure} />
      {/* Lets password managers save the new password under the right username. */}
      <input
        className={local.hiddenUsername}
        type="text"
        name="username"
        autoComplete="username"
        value={username}
        readOnly
        tabIndex={-1}
        aria-hidden
      />
      <PasswordField
        label={intl.formatMessage(stepMessages.newPassword)}
        hint={intl.formatMessage(stepMessages.passwordRules)}
        control={form.control}
        name="newPassword"
        autoComplete="new-password"
      />
      <PasswordField
        label={intl.formatMessage(stepMessages.confirmPassword)}
        control={form.control}
        name="confirmPassword"
        autoComplete="new-password"
      />
      {missingAttributes.map((name) => (
        <TextField
          key={name}
          label={attributeLabel(intl, name)}
          control={form.control}
          name={`attributes.${name}`}
          autoComplete={attributeAutoComplete[name] ?? 'off'}
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : stepMessages.newPasswordSubmit)}
        </Button>
      </div>
    </form>
  );
};
