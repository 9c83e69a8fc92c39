import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { codeFormSchema, type CodeValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { CodeField } from './form-fields';
import { loginMessages } from './login-messages';
import { confirmAccount, resendAccountCode } from './sign-in-flow';
import type { SignInState } from './sign-in-steps';
import { confirmSignUpResentMessage, stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';
import { useResendCode } from './use-resend-code';

interface ConfirmSignUpFormProps {
  username: string;
  /** The password typed at sign-in: the confirmed account signs in with it. */
  password: string | undefined;
  advance: (next: SignInState) => Promise<void>;
  /** Back to the sign-in form (confirmed, but no password to sign in with). */
  restart: () => void;
}

/**
 * SPEC §8, "user not confirmed": the code sent by email confirms the account, then the user is
 * signed in. The code can be sent again; a wrong or expired one is said at the field.
 */
export const ConfirmSignUpForm = ({ username, password, advance, restart }: ConfirmSignUpFormProps) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const form = useForm<CodeValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const { failure, setFailure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;
  const { resending, sent, resend } = useResendCode(() => resendAccountCode(username), setFailure);
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit(async ({ code }) => {
        const next = await confirmAccount(username, code, password);
        if (next) await advance(next);
        else restart();
      })}
    >
      <Text>{intl.formatMessage(stepMessages.confirmSignUpText)}</Text>
      {sent && !failure && (
        <MessageBar intent="success">
          <MessageBarBody>
            {sent.answer
              ? intl.formatMessage(confirmSignUpResentMessage, { destination: sent.answer })
              : intl.formatMessage(stepMessages.confirmSignUpResentUnknown)}
          </MessageBarBody>
        </MessageBar>
      )}
      <FormAlert failure={failure} />
      <CodeField label={intl.formatMessage(stepMessages.code)} control={form.control} name="code" />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : stepMessages.confirmSignUpSubmit)}
        </Button>
        <Button disabledFocusable={resending || isSubmitting} onClick={() => void resend()}>
          {intl.formatMessage(stepMessages.confirmSignUpResend)}
        </Button>
      </div>
    </form>
  );
};
