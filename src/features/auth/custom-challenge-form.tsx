import { Button } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { customChallengeSchema, type CustomChallengeValues } from './auth-validation';
import { FormAlert } from './form-alert';
import { TextField } from './form-fields';
import { loginMessages } from './login-messages';
import { stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';

/** CUSTOM_CHALLENGE: the question comes from the identity service (additionalInfo). */
export const CustomChallengeForm = ({
  question,
  onAnswer,
}: {
  question?: string | undefined;
  onAnswer: (answer: string) => Promise<void>;
}) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const form = useForm<CustomChallengeValues>({
    resolver: zodResolver(customChallengeSchema),
    defaultValues: { answer: '' },
  });
  const { failure, submit } = useAuthSubmit(form);
  const { isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('answer'), [setFocus]);

  return (
    <form className={styles.form} noValidate onSubmit={submit(({ answer }) => onAnswer(answer))}>
      <FormAlert failure={failure} />
      <TextField
        label={question ?? intl.formatMessage(stepMessages.customAnswer)}
        control={form.control}
        name="answer"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : stepMessages.continue)}
        </Button>
      </div>
    </form>
  );
};
