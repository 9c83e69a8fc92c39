import { zodResolver } from '@hookform/resolvers/zod';
import { Field, ProgressBar } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/forms/text-field';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { FileField } from '@/components/forms/file-field';
import {
  PRICING_FILE_ACCEPT,
  PRICING_FILE_MAX_MEGABYTES,
  PRICING_FILE_TYPE_NAMES,
} from './pricing-file-rules';
import {
  fileHintMessage,
  uploadMessages as messages,
  uploadProgressMessage,
} from './pricing-upload-messages';
import { emptyUploadForm, uploadFormSchema, type UploadFormValues } from './pricing-upload-schema';
import { usePricingUpload } from './use-pricing-upload';

interface PricingUploadFormProps {
  /** The dialog closes: after an upload, or when given up. */
  onClose: () => void;
  /** An upload is under way: the dialog must not close under it. */
  onBusyChange: (busy: boolean) => void;
}

/** The body of the upload dialog: where the file is filed, the file, its progress and failures. */
export const PricingUploadForm = ({ onClose, onBusyChange }: PricingUploadFormProps) => {
  const intl = useIntl();
  const { control, handleSubmit, setError, trigger, formState } = useForm<UploadFormValues>({
    // Raw: the form keeps what was typed and chosen; the submit parses it into the upload.
    resolver: zodResolver(uploadFormSchema, undefined, { raw: true }),
    defaultValues: emptyUploadForm(),
  });
  const { send, pending, progress, failure } = usePricingUpload(setError, onClose);
  useLeaveGuard(formState.isDirty);

  return (
    <AdminFormDialog
      title={intl.formatMessage(messages.title)}
      onSubmit={handleSubmit((values) => send(uploadFormSchema.parse(values)))}
      pending={pending}
      failure={
        failure && !pending ? (failure === 'network' ? messages.networkFailed : messages.failed) : undefined
      }
      onCancel={onClose}
      onBusyChange={onBusyChange}
      labels={{ submit: messages.submit, pending: messages.submitting, cancel: messages.cancel }}
    >
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
      <FileField
        control={control}
        name="file"
        label={intl.formatMessage(messages.file)}
        hint={intl.formatMessage(fileHintMessage, {
          types: PRICING_FILE_TYPE_NAMES,
          megabytes: PRICING_FILE_MAX_MEGABYTES,
        })}
        accept={PRICING_FILE_ACCEPT}
        onChosen={() => void trigger('file')}
        disabled={pending}
      />
      {pending && (
        <Field
          label={intl.formatMessage(messages.progress)}
          validationState="none"
          validationMessage={intl.formatMessage(uploadProgressMessage, { sent: progress })}
        >
          <ProgressBar value={progress} max={1} thickness="large" />
        </Field>
      )}
    </AdminFormDialog>
  );
};
