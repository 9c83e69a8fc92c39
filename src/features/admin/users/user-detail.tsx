import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetUser } from '@/api/generated/users/users';
import type { User } from '@/api/generated/users/model';
import { LoadError } from '@/components/feedback/load-error';
import { userErrorMessages } from '@/lib/errors/admin-error-messages';
import { adminMessages } from '../shared/admin-messages';
import { DetailSection } from '../shared/detail-section';
import { LegacyPermissionsSection } from './legacy-permissions-section';
import { UserAccountActions } from './user-account-actions';
import { userDetailMessages as messages } from './user-detail-messages';
import { UserProfileForm } from './user-profile-form';
import { UserRolesSection } from './user-roles-section';
import { UserSummary } from './user-summary';

interface UserDetailBodyProps {
  user: User;
  /** Shows no control that changes anything (sys-admin-read). */
  readOnly: boolean;
  onDeleted: () => void;
}

/** Everything about one loaded user; for an administrator, everything that changes them. */
export const UserDetailBody = ({ user, readOnly, onDeleted }: UserDetailBodyProps) => {
  const intl = useIntl();
  return (
    <>
      <UserSummary user={user} />
      {!readOnly && (
        <DetailSection title={intl.formatMessage(messages.profileHeading)}>
          <UserProfileForm user={user} />
        </DetailSection>
      )}
      <UserRolesSection user={user} readOnly={readOnly} />
      <LegacyPermissionsSection user={user} readOnly={readOnly} />
      {!readOnly && <UserAccountActions user={user} onDeleted={onDeleted} />}
    </>
  );
};

interface UserDetailProps extends Omit<UserDetailBodyProps, 'user'> {
  userId: string;
}

/** The user of the address: loading, not found, could not be loaded, or their details. */
export const UserDetail = ({ userId, readOnly, onDeleted }: UserDetailProps) => {
  const intl = useIntl();
  const user = useGetUser(userId, {
    query: { meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'contract'] } },
  });
  if (user.isPending) return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (user.isError) {
    return isApiError(user.error) && user.error.kind === 'not-found' ? (
      <MessageBar intent="warning">
        <MessageBarBody>{intl.formatMessage(adminMessages.notFound)}</MessageBarBody>
      </MessageBar>
    ) : (
      <LoadError
        message={userErrorMessages.fetchRolesFailed}
        onRetry={user.refetch}
        retrying={user.isFetching}
      />
    );
  }
  // Forms start again from another user's values when the address names another user.
  return <UserDetailBody key={user.data.id} user={user.data} readOnly={readOnly} onDeleted={onDeleted} />;
};
