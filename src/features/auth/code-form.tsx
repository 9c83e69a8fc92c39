import { Button } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { codeFormSchema, type CodeValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { CodeField } from './form-fields';
import { loginMessages } from './login-messages';
import { stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';

/** One 6-character code (SMS, authenticator app, authenticator set-up); focused when shown, unless told. */
export const CodeForm = ({
  onCode,
  focusOnMount = true,
}: {
  onCode: (code: string) => Promise<void>;
  focusOnMount?: boolean;
}) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const form = useForm<CodeValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const { failure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  return (
    <form className={styles.form} noValidate onSubmit={submit(({ code }) => onCode(code))}>
      <FormAlert failure={failure} />
      <CodeField label={intl.formatMessage(stepMessages.code)} control={form.control} name="code" />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : stepMessages.verify)}
        </Button>
      </div>
    </form>
  );
};
