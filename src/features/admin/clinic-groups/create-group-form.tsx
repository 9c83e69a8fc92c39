import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError, type ApiErrorKind } from '@/api/api-error';
import { useCreateClinicGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { notify } from '@/components/feedback/snackbar-store';
import { formatFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { TextField } from '@/components/forms/text-field';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { errorMessage } from '@/lib/errors/error-message';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { ADMIN_OWN_ERRORS } from '../shared/admin-feedback';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { clinicGroupFormMessages as messages } from './clinic-group-form-messages';
import { createGroupSchema, type CreateGroupValues } from './clinic-group-schema';
import { PracticeChoices } from './practice-choices';
import { useClinicGroupCache } from './use-clinic-group-cache';
import { usePracticeRefusals } from './use-practice-refusals';

/**
 * The dialog says every failure itself: a modal dialog hides the snackbar area from screen
 * readers, so the general snackbar (refusal, too many requests) would go unheard.
 */
const DIALOG_OWN_ERRORS: readonly ApiErrorKind[] = [...ADMIN_OWN_ERRORS, 'forbidden', 'rate-limited'];

const EMPTY: CreateGroupValues = { name: '', practices: [] };

interface CreateGroupFormProps {
  onCreated: (group: ClinicGroup) => void;
  onCancel: () => void;
  /** A creation is under way: the dialog must not close under it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * A new group's name and first practices. A failed creation keeps both, says which operation
 * failed, and puts a refusal (name taken, practice of another group, unknown practice) where it is.
 */
export const CreateGroupForm = ({ onCreated, onCancel, onBusyChange }: CreateGroupFormProps) => {
  const intl = useIntl();
  const cache = useClinicGroupCache();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const create = useCreateClinicGroup({ mutation: { meta: { ownErrors: DIALOG_OWN_ERRORS } } });
  const form = useForm<CreateGroupValues>({ resolver: zodResolver(createGroupSchema), defaultValues: EMPTY });
  const refusals = usePracticeRefusals(form.setError);
  const { isDirty, isSubmitting } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    refusals.clear();
    const { name, practices } = createGroupSchema.parse(values);
    try {
      const group = await create.mutateAsync({
        data: { name, practices: practices.map((practice) => practice.id) },
      });
      cache.saved(group);
      form.reset(values);
      notify({ intent: 'success', message: successMessages.groupCreated });
      onCreated(group);
    } catch (error) {
      if (await refusals.explain(error, { name, practices })) return;
      if (applyServerFieldErrors(error, form.setError, ['name'])) {
        setFailure(messages.checkFields);
        return;
      }
      const refused = isApiError(error) && (error.kind === 'forbidden' || error.kind === 'rate-limited');
      setFailure(refused ? errorMessage(error).descriptor : clinicGroupErrorMessages.createFailed);
    }
  });

  return (
    <AdminFormDialog
      title={intl.formatMessage(messages.createTitle)}
      onSubmit={onSubmit}
      pending={isSubmitting}
      failure={failure}
      onCancel={onCancel}
      onBusyChange={onBusyChange}
      labels={{ submit: messages.createSubmit, pending: messages.creating, cancel: messages.cancel }}
    >
      <TextField
        control={form.control}
        name="name"
        label={intl.formatMessage(messages.name)}
        required
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="practices"
        render={({ field, fieldState }) => (
          <PracticeChoices
            value={field.value}
            onChange={(practices) => {
              refusals.clear();
              form.clearErrors('practices');
              field.onChange(practices);
            }}
            error={fieldState.error?.message && formatFieldMessage(intl, fieldState.error.message)}
            entryErrors={refusals.entryErrors}
            disabled={isSubmitting}
          />
        )}
      />
    </AdminFormDialog>
  );
};
