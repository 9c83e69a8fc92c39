import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { useUpdateUser } from '@/api/generated/users/users';
import type { User, UserUpdate } from '@/api/generated/users/model';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { useLeaveGuard } from '@/lib/navigation/leave-guard';
import { AdminEditForm } from '../shared/admin-edit-form';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { adminSaveFailure } from '../shared/admin-save-failure';
import { userAdminMessages } from './user-admin-messages';
import { userDetailMessages as messages } from './user-detail-messages';
import { UserFormFields } from './user-form-fields';
import {
  toUserBody,
  toUserFormValues,
  USER_FORM_FIELDS,
  userFormSchema,
  type UserFormValues,
} from './user-form-schema';
import { useUserCache } from './use-user-cache';

/**
 * The user's email and names. Only what changed is sent; a failed save keeps everything typed
 * (SPEC §8 'error updating' in a snackbar, the server's field errors at their fields).
 */
export const UserProfileForm = ({ user }: { user: User }) => {
  const cache = useUserCache();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const update = useUpdateUser({ mutation: { meta: adminMutationMeta } });
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: toUserFormValues(user),
  });
  // Read while rendering: react-hook-form only keeps up what a render subscribed to.
  const { isDirty, dirtyFields } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const body = toUserBody(values);
    const changes: UserUpdate = Object.fromEntries(
      USER_FORM_FIELDS.filter((field) => dirtyFields[field]).map((field) => [field, body[field]]),
    );
    if (Object.keys(changes).length === 0) {
      form.reset(values);
      return;
    }
    try {
      const saved = await update.mutateAsync(
        { id: user.id, data: changes },
        outcomeSnackbars({ success: successMessages.userUpdated, failure: userErrorMessages.updateFailed }),
      );
      cache.saved(saved);
      form.reset(toUserFormValues(saved));
    } catch (error) {
      setFailure(
        adminSaveFailure(error, form.setError, {
          unique: { field: 'email', taken: userAdminMessages.emailTaken },
          fields: USER_FORM_FIELDS,
          checkFields: userAdminMessages.checkFields,
          failed: userErrorMessages.updateFailed,
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
      <UserFormFields control={form.control} />
    </AdminEditForm>
  );
};
