import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { getGetPricingFilesQueryKey, useUploadPricingFile } from '@/api/generated/pricing/pricing';
import type { PricingFile } from '@/api/generated/pricing/model';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { notify } from '@/components/feedback/snackbar-store';
import { adminMutationMeta } from '../shared/admin-feedback';
import { uploadedMessage, type FileValues } from './pricing-messages';
import { toUpload, type UploadFormOutput, type UploadFormValues } from './pricing-upload-schema';
import { duplicateMessage } from './pricing-upload-messages';

/** Why the last upload failed, when no field says it: the connection, or anything else. */
export type UploadFailure = 'network' | 'other';

const UPLOAD_FIELDS = ['year', 'group', 'provider', 'file'] as const;

const placeOf = (file: Pick<PricingFile, 'filename' | 'group' | 'provider' | 'year'>): FileValues => ({
  filename: file.filename,
  year: String(file.year),
  group: file.group,
  provider: file.provider,
});

/**
 * Sends the form's file with its year, group and provider, reporting the share sent. What was
 * chosen stays in the form whatever happens: after a failure, Upload sends it again.
 */
export const usePricingUpload = (
  setError: UseFormSetError<UploadFormValues & FieldValues>,
  onUploaded: () => void,
) => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<UploadFailure>();
  const upload = useUploadPricingFile({
    // The dialog shows its own progress: the full-screen spinner would hide it.
    mutation: {
      meta: { ...adminMutationMeta, globalSpinner: false },
      // Here rather than in mutate(): the dialog, and its callbacks, are gone after a success.
      onSettled: () => queryClient.invalidateQueries({ queryKey: getGetPricingFilesQueryKey() }),
    },
    request: {
      onUploadProgress: (event) => {
        if (event.total) setProgress(event.loaded / event.total);
      },
    },
  });

  const onFailure = (error: unknown, values: UploadFormOutput) => {
    if (isApiError(error) && error.kind === 'conflict') {
      const place = placeOf({ ...values, filename: values.file.name });
      setError(
        'file',
        { type: 'server', message: encodeFieldMessage(duplicateMessage, place) },
        { shouldFocus: true },
      );
      return;
    }
    if (applyServerFieldErrors(error, setError, UPLOAD_FIELDS)) return;
    setFailure(
      isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') ? 'network' : 'other',
    );
  };

  const send = (values: UploadFormOutput) => {
    setProgress(0);
    setFailure(undefined);
    upload.mutate(
      { data: toUpload(values) },
      {
        onSuccess: (created) => {
          notify({ intent: 'success', message: uploadedMessage, values: placeOf(created) });
          onUploaded();
        },
        onError: (error) => onFailure(error, values),
      },
    );
  };

  return { send, pending: upload.isPending, progress, failure };
};
