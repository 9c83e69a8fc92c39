import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { isApiError } from '@/api/api-error';
import { useCreateUser } from '@/api/generated/users/users';
import type { User } from '@/api/generated/users/model';
import { notify } from '@/components/feedback/snackbar-store';
import { encodeFieldMessage } from '@/components/forms/field-messages';
import { applyServerFieldErrors } from '@/components/forms/server-field-errors';
import { AdminDialog } from '../shared/admin-dialog';
import { adminMutationMeta } from '../shared/admin-feedback';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { fullName } from './user-columns';
import { userAdminMessages as messages, userCreatedMessage } from './user-admin-messages';
import {
  EMPTY_USER_FORM,
  toUserBody,
  USER_FORM_FIELDS,
  userFormSchema,
  type UserFormValues,
} from './user-form-schema';
import { UserFormFields } from './user-form-fields';
import { useUserCache } from './use-user-cache';

interface CreateUserFormProps {
  onCreated: (user: User) => void;
  onCancel: () => void;
  /** A creation is under way: the dialog must not close under it. */
  onBusyChange: (busy: boolean) => void;
}

/** The dialog's form; mounted each time the dialog opens, so it starts empty. */
const CreateUserForm = ({ onCreated, onCancel, onBusyChange }: CreateUserFormProps) => {
  const intl = useIntl();
  const cache = useUserCache();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const create = useCreateUser({ mutation: { meta: adminMutationMeta } });
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: EMPTY_USER_FORM,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const user = await create.mutateAsync({ data: toUserBody(values) });
      cache.saved(user);
      notify({ intent: 'success', message: userCreatedMessage, values: { name: fullName(intl, user) } });
      onCreated(user);
    } catch (error) {
      if (isApiError(error) && error.kind === 'conflict') {
        form.setError(
          'email',
          { type: 'server', message: encodeFieldMessage(messages.emailTaken) },
          { shouldFocus: true },
        );
        return;
      }
      setFailure(
        applyServerFieldErrors(error, form.setError, USER_FORM_FIELDS)
          ? messages.checkFields
          : messages.createFailed,
      );
    }
  });

  return (
    <AdminFormDialog
      title={intl.formatMessage(messages.create)}
      onSubmit={onSubmit}
      pending={form.formState.isSubmitting}
      failure={failure}
      onCancel={onCancel}
      onBusyChange={onBusyChange}
      labels={{ submit: messages.createSubmit, pending: messages.creating, cancel: messages.cancel }}
    >
      <Text>{intl.formatMessage(messages.createIntro)}</Text>
      <UserFormFields control={form.control} />
    </AdminFormDialog>
  );
};

/** "Create a user" and its dialog: on success, the new user's details open. */
export const CreateUserDialog = ({ detailHref }: { detailHref: (id: string) => string }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button appearance="primary" icon={<AddRegular />}>
          {intl.formatMessage(messages.create)}
        </Button>
      }
    >
      <CreateUserForm
        onBusyChange={setBusy}
        onCancel={() => setOpen(false)}
        onCreated={(user) => {
          setOpen(false);
          navigate(detailHref(user.id));
        }}
      />
    </AdminDialog>
  );
};
