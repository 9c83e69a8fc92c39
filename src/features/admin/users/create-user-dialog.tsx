import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
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
import { adminMutationMeta } from '../shared/admin-feedback';
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

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface CreateUserFormProps {
  onCreated: (user: User) => void;
}

/** The dialog's form; mounted each time the dialog opens, so it starts empty. */
const CreateUserForm = ({ onCreated }: CreateUserFormProps) => {
  const intl = useIntl();
  const styles = useStyles();
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
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.create)}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text>{intl.formatMessage(messages.createIntro)}</Text>
          <UserFormFields control={form.control} />
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{intl.formatMessage(failure)}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <DialogTrigger disableButtonEnhancement>
            <Button>{intl.formatMessage(messages.cancel)}</Button>
          </DialogTrigger>
          <Button type="submit" appearance="primary" disabledFocusable={form.formState.isSubmitting}>
            {intl.formatMessage(form.formState.isSubmitting ? messages.creating : messages.createSubmit)}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
};

/** "Create a user" and its dialog: on success, the new user's details open. */
export const CreateUserDialog = ({ detailHref }: { detailHref: (id: string) => string }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />}>
          {intl.formatMessage(messages.create)}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <CreateUserForm
          onCreated={(user) => {
            setOpen(false);
            navigate(detailHref(user.id));
          }}
        />
      </DialogSurface>
    </Dialog>
  );
};
