import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/forms/text-field';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { PricingFileField } from './pricing-file-field';
import { uploadMessages as messages, uploadProgressMessage } from './pricing-upload-messages';
import { emptyUploadForm, uploadFormSchema, type UploadFormValues } from './pricing-upload-schema';
import { usePricingUpload } from './use-pricing-upload';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Buttons wrap under each other on a phone rather than overflowing the dialog.
  actions: { flexWrap: 'wrap' },
});

interface PricingUploadFormProps {
  /** The dialog closes: after an upload, or when given up. */
  onClose: () => void;
  /** An upload is under way: the dialog must not close under it. */
  onBusyChange: (busy: boolean) => void;
}

/** The body of the upload dialog: where the file is filed, the file, its progress and failures. */
export const PricingUploadForm = ({ onClose, onBusyChange }: PricingUploadFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { control, handleSubmit, setError, trigger, formState } = useForm<UploadFormValues>({
    // Raw: the form keeps what was typed and chosen; the submit parses it into the upload.
    resolver: zodResolver(uploadFormSchema, undefined, { raw: true }),
    defaultValues: emptyUploadForm(),
  });
  const { send, pending, progress, failure } = usePricingUpload(setError, onClose);
  useLeaveGuard(formState.isDirty);
  useEffect(() => onBusyChange(pending), [onBusyChange, pending]);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => send(uploadFormSchema.parse(values)))(event)}
    >
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogContent className={styles.content}>
          <TextField
            control={control}
            name="year"
            label={intl.formatMessage(messages.year)}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            disabled={pending}
          />
          <TextField
            control={control}
            name="group"
            label={intl.formatMessage(messages.group)}
            hint={intl.formatMessage(messages.groupHint)}
            required
            autoComplete="off"
            disabled={pending}
          />
          <TextField
            control={control}
            name="provider"
            label={intl.formatMessage(messages.provider)}
            hint={intl.formatMessage(messages.providerHint)}
            required
            autoComplete="off"
            disabled={pending}
          />
          <PricingFileField control={control} onChosen={() => void trigger('file')} disabled={pending} />
          {pending && (
            <Field
              label={intl.formatMessage(messages.progress)}
              validationState="none"
              validationMessage={intl.formatMessage(uploadProgressMessage, { sent: progress })}
            >
              <ProgressBar value={progress} max={1} thickness="large" />
            </Field>
          )}
          {failure && !pending && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>
                {intl.formatMessage(failure === 'network' ? messages.networkFailed : messages.failed)}
              </MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={pending}>
            {intl.formatMessage(pending ? messages.submitting : messages.submit)}
          </Button>
          <Button disabled={pending} onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
};
