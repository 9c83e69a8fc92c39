import { Button, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { resetRequestSchema, type ResetRequestValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { TextField } from './form-fields';
import { forgotPasswordMessages as messages } from './forgot-password-messages';
import { loginMessages } from './login-messages';
import { requestPasswordReset, type ResetCodeDelivery } from './sign-in-flow';
import { useAuthSubmit } from './use-auth-submit';

/** First step of the reset: the username; the code goes to the account's email. */
export const ResetRequestForm = ({
  defaultUsername = '',
  onCodeSent,
}: {
  defaultUsername?: string;
  onCodeSent: (delivery: ResetCodeDelivery) => void;
}) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const form = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { username: defaultUsername },
  });
  const { failure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit(async ({ username }) => onCodeSent(await requestPasswordReset(username)))}
    >
      <Text>{intl.formatMessage(messages.requestIntro)}</Text>
      <FormAlert failure={failure} />
      <TextField
        label={intl.formatMessage(loginMessages.username)}
        control={form.control}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : messages.requestSubmit)}
        </Button>
      </div>
    </form>
  );
};
