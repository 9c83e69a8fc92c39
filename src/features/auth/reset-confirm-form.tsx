import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { resetConfirmSchema, type ResetConfirmValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { CodeField } from './form-fields';
import {
  codeSentMessage,
  forgotPasswordMessages as messages,
  resetForUserMessage,
} from './forgot-password-messages';
import { loginMessages } from './login-messages';
import { confirmPasswordReset, requestPasswordReset, type ResetCodeDelivery } from './sign-in-flow';
import { stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';
import { useResendCode } from './use-resend-code';
import { NewPasswordFields, UsernameForPasswordManagers } from './new-password-fields';

interface ResetConfirmFormProps {
  delivery: ResetCodeDelivery;
  /** The sign-in said the password must be reset (PasswordResetRequiredException). */
  required: boolean;
  onDone: () => void;
}

/** Second step of the reset: the code received and the new password, typed twice. */
export const ResetConfirmForm = ({ delivery: initialDelivery, required, onDone }: ResetConfirmFormProps) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const { username } = initialDelivery;
  const form = useForm<ResetConfirmValues>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { failure, setFailure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  const { resending, sent, resend } = useResendCode(() => requestPasswordReset(username), setFailure);
  const delivery = sent?.answer ?? initialDelivery;
  const resent = sent !== undefined;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit(async ({ code, newPassword }) => {
        await confirmPasswordReset({ username, code, newPassword });
        onDone();
      })}
    >
      {required && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(messages.resetRequired)}</MessageBarBody>
        </MessageBar>
      )}
      <Text>{intl.formatMessage(resetForUserMessage, { username })}</Text>
      <Text>
        {delivery.destination
          ? intl.formatMessage(codeSentMessage, { destination: delivery.destination })
          : intl.formatMessage(messages.codeSentUnknown)}
      </Text>
      {resent && !failure && (
        <MessageBar intent="success">
          <MessageBarBody>{intl.formatMessage(messages.codeResent)}</MessageBarBody>
        </MessageBar>
      )}
      <FormAlert failure={failure} />
      <UsernameForPasswordManagers username={username} />
      <CodeField label={intl.formatMessage(stepMessages.code)} control={form.control} name="code" />
      <NewPasswordFields control={form.control} />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : messages.confirmSubmit)}
        </Button>
        <Button
          type="button"
          appearance="secondary"
          disabledFocusable={isSubmitting || resending}
          onClick={() => void resend()}
        >
          {intl.formatMessage(messages.resendCode)}
        </Button>
      </div>
    </form>
  );
};
