import { zodResolver } from '@hookform/resolvers/zod';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/forms/form-actions';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Practice } from '@/api/generated/practices/model';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { notify } from '@/components/feedback/snackbar-store';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { ConfigurationFields } from './configuration-fields';
import { configurationMessages as messages } from './configuration-messages';
import {
  CONFIGURATION_FIELDS,
  configurationSchema,
  toFormValues,
  toPracticeUpdate,
  type ConfigurationValues,
} from './configuration-schema';
import { useSaveConfiguration } from './use-save-configuration';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { color: tokens.colorNeutralForeground3 },
});

interface ConfigurationFormProps {
  practice: Practice;
  readOnly: boolean;
  /** The API refused the save (403): the screen turns read-only. */
  onRefused: () => void;
}

type SaveFailure = 'invalid' | 'failed';

/**
 * The practice's editable configuration. Only the changed fields are sent; a failed save keeps
 * everything typed, with the server's field errors at their fields.
 */
export const ConfigurationForm = ({ practice, readOnly, onRefused }: ConfigurationFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleSetting();
  const [failure, setFailure] = useState<SaveFailure>();
  const save = useSaveConfiguration(practice.id);
  const form = useForm<ConfigurationValues>({
    resolver: zodResolver(configurationSchema({ phoneSaved: Boolean(practice.phone) })),
    defaultValues: toFormValues(practice, locale),
  });
  // Read while rendering: react-hook-form only keeps up what a render subscribed to.
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  useLeaveGuard(isDirty && !readOnly);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const update = toPracticeUpdate(values, dirtyFields);
    if (Object.keys(update).length === 0) {
      form.reset(values);
      return;
    }
    try {
      const saved = await save(update);
      form.reset(toFormValues(saved, locale));
      notify({ intent: 'success', message: successMessages.saved });
    } catch (error) {
      if (isApiError(error) && error.kind === 'forbidden') {
        onRefused();
        return;
      }
      setFailure(applyServerFieldErrors(error, form.setError, CONFIGURATION_FIELDS) ? 'invalid' : 'failed');
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {!readOnly && <Text className={styles.note}>{intl.formatMessage(messages.requiredNote)}</Text>}
      <ConfigurationFields control={form.control} practice={practice} readOnly={readOnly} />
      {!readOnly && (
        <FormActions
          failure={failure && (failure === 'invalid' ? messages.saveInvalid : messages.saveFailed)}
          submitting={isSubmitting}
          dirty={isDirty}
          onUndo={() => {
            setFailure(undefined);
            form.reset();
          }}
          labels={messages}
        />
      )}
    </form>
  );
};
