import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormStyles } from './auth-layout';
import { mfaChoiceSchema, type MfaChoiceValues, type MfaType } from './auth-validation';
import { formatFieldMessage } from './field-message';
import { FormAlert } from './form-alert';
import { loginMessages } from './login-messages';
import { stepMessages } from './step-messages';
import { useAuthSubmit } from './use-auth-submit';

const optionLabels = { SMS: stepMessages.mfaSms, TOTP: stepMessages.mfaTotp } as const;

/** SELECT_MFA_TYPE: text message or authenticator app (SPEC §5: TOTP or SMS only). */
export const MfaChoiceForm = ({
  allowed,
  onChoice,
}: {
  allowed: readonly MfaType[];
  onChoice: (mfaType: MfaType) => Promise<void>;
}) => {
  const intl = useIntl();
  const styles = useFormStyles();
  const form = useForm<MfaChoiceValues>({ resolver: zodResolver(mfaChoiceSchema) });
  const { failure, submit } = useAuthSubmit(form);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('mfaType'), [setFocus]);
  const message = errors.mfaType?.message ? formatFieldMessage(intl, errors.mfaType.message) : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={submit(({ mfaType }) => onChoice(mfaType))}>
      <FormAlert failure={failure} />
      <Controller
        control={form.control}
        name="mfaType"
        render={({ field }) => (
          <Field
            label={intl.formatMessage(stepMessages.chooseMfaLabel)}
            required
            validationState={message ? 'error' : 'none'}
            validationMessage={message}
          >
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              // react-hook-form focuses the group's first option when nothing is chosen.
              ref={(element) => field.ref({ focus: () => element?.querySelector('input')?.focus() })}
            >
              {allowed.map((type) => (
                <Radio key={type} value={type} label={intl.formatMessage(optionLabels[type])} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {intl.formatMessage(isSubmitting ? loginMessages.submitting : stepMessages.continue)}
        </Button>
      </div>
    </form>
  );
};
