import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useUpdateUserLegacyPermissions } from '@/api/generated/users/users';
import type { User } from '@/api/generated/users/model';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { AdminEditForm } from '../shared/admin-edit-form';
import { ADMIN_OWN_ERRORS, adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { PracticePicker } from '@/components/pickers/practice-picker';
import { legacySchema, removesSomething, toValues, type LegacyValues } from './legacy-permissions-values';
import { LegacyPracticeFieldset } from './legacy-practice-fieldset';
import { userDetailMessages } from './user-detail-messages';
import { legacyMessages as messages } from './user-roles-messages';
import { useUserCache } from './use-user-cache';

const useStyles = makeStyles({
  form: { minWidth: 0 },
});

/**
 * The permissions of the model before roles: Analytik (on all the user's practices) and named
 * permissions practice by practice. Practices are added with the practice picker.
 */
export const LegacyPermissionsForm = ({ user }: { user: User }) => {
  const intl = useIntl();
  const styles = useStyles();
  const cache = useUserCache();
  const update = useUpdateUserLegacyPermissions({
    mutation: { meta: adminMutationMeta, onSuccess: cache.saved },
  });
  const form = useForm<LegacyValues>({
    resolver: zodResolver(legacySchema),
    defaultValues: toValues(user.legacyPermissions),
  });
  const practices = useFieldArray({ control: form.control, name: 'practices', keyName: 'key' });
  const [failure, setFailure] = useState<MessageDescriptor>();
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const failed = removesSomething(user.legacyPermissions, values)
      ? userErrorMessages.removeRoleFailed
      : userErrorMessages.updateFailed;
    try {
      const saved = await update.mutateAsync(
        {
          id: user.id,
          data: {
            analytik: values.analytik,
            practices: values.practices.map(({ practiceId, permissions }) => ({ practiceId, permissions })),
          },
        },
        outcomeSnackbars({ success: successMessages.userUpdated, failure: failed }),
      );
      form.reset(toValues(saved.legacyPermissions));
    } catch (error) {
      // What was changed stays for another try; the failure is said at the practice the server
      // names, or in the form beside the changes, since the snackbar goes away.
      const fields = values.practices.map((_, index) => `practices.${index}.permissions`);
      if (applyServerFieldErrors(error, form.setError, fields)) return;
      if (!isApiError(error) || ADMIN_OWN_ERRORS.includes(error.kind)) setFailure(failed);
    }
  });

  return (
    <AdminEditForm
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      onUndo={() => setFailure(undefined)}
      labels={{ save: messages.save, saving: userDetailMessages.saving, undo: userDetailMessages.undo }}
      className={styles.form}
    >
      <Controller
        control={form.control}
        name="analytik"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            checked={field.value}
            onChange={(_event, data) => field.onChange(data.checked === true)}
            label={intl.formatMessage(messages.analytik)}
          />
        )}
      />
      {practices.fields.map((entry, index) => (
        <LegacyPracticeFieldset
          key={entry.key}
          control={form.control}
          index={index}
          name={entry.practiceName}
          onRemove={() => practices.remove(index)}
        />
      ))}
      <PracticePicker
        label={intl.formatMessage(messages.addPractice)}
        value={undefined}
        exclude={practices.fields.map((entry) => entry.practiceId)}
        onChange={(practice) => {
          if (practice)
            practices.append({ practiceId: practice.id, practiceName: practice.name, permissions: [] });
        }}
      />
    </AdminEditForm>
  );
};
