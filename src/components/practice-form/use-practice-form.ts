import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Practice, PracticeUpdate } from '@/api/generated/practices/model';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { practiceFormSchema } from './practice-form-schema';
import { OFFICER_FIELD_PATHS } from './practice-officer';
import {
  PRACTICE_FORM_FIELDS,
  toPracticeFormValues,
  toPracticeUpdate,
  type PracticeFormValues,
} from './practice-form-values';

/** Why the last save failed: the server refused some fields (shown at them), or anything else. */
export type PracticeSaveFailure = 'invalid' | 'failed';

export interface PracticeFormOptions {
  practice: Practice;
  /** Sends the update; resolves with the practice as saved. */
  save: (update: PracticeUpdate) => Promise<Practice>;
  readOnly: boolean;
  onSaved: () => void;
  /** A save failed: true when the caller has dealt with it, and the form is to show nothing more. */
  onError?: (error: unknown) => boolean;
}

/**
 * The state of a practice form: only the changed fields are sent, the saved practice becomes the
 * form's new starting point, and a failed save keeps everything typed, with the server's field
 * errors at their fields. Leaving with unsaved changes asks first.
 */
export const usePracticeForm = ({ practice, save, readOnly, onSaved, onError }: PracticeFormOptions) => {
  const { locale } = useLocaleSetting();
  const [failure, setFailure] = useState<PracticeSaveFailure>();
  const form = useForm<PracticeFormValues>({
    resolver: zodResolver(practiceFormSchema({ phoneSaved: Boolean(practice.phone) })),
    defaultValues: toPracticeFormValues(practice, locale),
  });
  // Read while rendering: react-hook-form only keeps up what a render subscribed to.
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  useLeaveGuard(isDirty && !readOnly);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const update = toPracticeUpdate(values, dirtyFields);
    if (Object.keys(update).length === 0) {
      form.reset(values);
      return;
    }
    try {
      const saved = await save(update);
      form.reset(toPracticeFormValues(saved, locale));
      onSaved();
    } catch (error) {
      if (onError?.(error)) return;
      setFailure(
        applyServerFieldErrors(error, form.setError, [...PRACTICE_FORM_FIELDS, ...OFFICER_FIELD_PATHS])
          ? 'invalid'
          : 'failed',
      );
    }
  });

  const undo = () => {
    setFailure(undefined);
    form.reset();
  };

  return { control: form.control, submit, undo, failure, dirty: isDirty, submitting: isSubmitting };
};
