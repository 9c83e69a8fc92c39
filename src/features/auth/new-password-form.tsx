import { Button, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { newPasswordSchema, type NewPasswordValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { TextField } from './form-fields';
import { loginMessages } from './login-messages';
import { attributeMessages, otherAttributeMessage, stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';
import { NewPasswordFields, UsernameForPasswordManagers } from './new-password-fields';

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
      <UsernameForPasswordManagers username={username} />
      <NewPasswordFields control={form.control} />
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
