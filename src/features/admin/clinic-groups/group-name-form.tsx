import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useUpdateClinicGroup } from '@/api/generated/clinic-groups/clinic-groups';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { TextField } from '@/components/forms/text-field';
import { clinicGroupErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { AdminEditForm } from '../shared/admin-edit-form';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { adminSaveFailure } from '../shared/admin-save-failure';
import { clinicGroupFormMessages } from './clinic-group-form-messages';
import { renameGroupSchema, type RenameGroupValues } from './clinic-group-schema';
import { clinicGroupsMessages as messages } from './clinic-groups-messages';
import { useClinicGroupCache } from './use-clinic-group-cache';

/** Renames the group (updateClinicGroup); a failed save keeps the name typed. */
export const GroupNameForm = ({ group }: { group: ClinicGroup }) => {
  const intl = useIntl();
  const cache = useClinicGroupCache();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const update = useUpdateClinicGroup({ mutation: { meta: adminMutationMeta } });
  const form = useForm<RenameGroupValues>({
    resolver: zodResolver(renameGroupSchema),
    defaultValues: { name: group.name },
  });
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const { name } = renameGroupSchema.parse(values);
    if (name === group.name) {
      form.reset({ name });
      return;
    }
    try {
      const saved = await update.mutateAsync(
        { id: group.id, data: { name } },
        outcomeSnackbars({
          success: successMessages.groupUpdated,
          failure: clinicGroupErrorMessages.updateFailed,
        }),
      );
      cache.saved(saved);
      form.reset({ name: saved.name });
    } catch (error) {
      setFailure(
        adminSaveFailure(error, form.setError, {
          unique: { field: 'name', taken: clinicGroupFormMessages.nameTaken },
          fields: ['name'],
          checkFields: clinicGroupFormMessages.checkFields,
          failed: clinicGroupErrorMessages.updateFailed,
        }),
      );
    }
  });

  return (
    <AdminEditForm
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      onUndo={() => setFailure(undefined)}
      labels={messages}
    >
      <TextField
        control={form.control}
        name="name"
        label={intl.formatMessage(clinicGroupFormMessages.name)}
        required
        autoComplete="off"
      />
    </AdminEditForm>
  );
};
