import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, KeyResetRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useDeleteUser, useResetUserPassword } from '@/api/generated/users/users';
import type { User } from '@/api/generated/users/model';
import { confirm } from '@/components/feedback/dialog-kinds';
import { notify } from '@/components/feedback/snackbar-store';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import { DetailSection } from '../shared/detail-section';
import { fullName } from './user-columns';
import { userDetailMessages as messages } from './user-detail-messages';
import { useUserCache } from './use-user-cache';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

interface UserAccountActionsProps {
  user: User;
  /** The user is gone: back to the list. */
  onDeleted: () => void;
}

/** Reset the password and delete the user, each after a confirmation. */
export const UserAccountActions = ({ user, onDeleted }: UserAccountActionsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const cache = useUserCache();
  const name = fullName(intl, user);
  const reset = useResetUserPassword({ mutation: { meta: adminMutationMeta } });
  const remove = useDeleteUser({
    mutation: {
      meta: adminMutationMeta,
      // Here rather than at mutate(): this panel is gone by the time the list shows.
      onSuccess: () => {
        notify({ intent: 'success', message: successMessages.userDeleted });
        onDeleted();
        cache.deleted(user.id);
      },
    },
  });

  const askReset = async () => {
    const accepted = await confirm({
      title: { message: messages.resetTitle, values: { name } },
      text: { message: messages.resetText, values: { email: user.email } },
      confirmLabel: messages.resetConfirm,
    });
    if (!accepted) return;
    reset.mutate(
      { id: user.id },
      outcomeSnackbars({
        success: messages.resetSent,
        failure: messages.resetFailed,
        values: { email: user.email },
      }),
    );
  };

  const askDelete = async () => {
    const accepted = await confirm({
      title: { message: messages.deleteTitle, values: { name } },
      text: messages.deleteText,
      confirmLabel: messages.deleteConfirm,
    });
    if (!accepted) return;
    const { onError } = outcomeSnackbars({
      success: successMessages.userDeleted,
      failure: userErrorMessages.deleteFailed,
    });
    remove.mutate({ id: user.id }, { onError });
  };

  return (
    <DetailSection title={intl.formatMessage(messages.accountHeading)}>
      <div className={styles.actions}>
        <Button
          icon={<KeyResetRegular />}
          disabledFocusable={reset.isPending}
          onClick={() => void askReset()}
        >
          {intl.formatMessage(messages.resetPassword)}
        </Button>
        <Button
          icon={<DeleteRegular />}
          disabledFocusable={remove.isPending}
          onClick={() => void askDelete()}
        >
          {intl.formatMessage(messages.deleteUser)}
        </Button>
      </div>
    </DetailSection>
  );
};
