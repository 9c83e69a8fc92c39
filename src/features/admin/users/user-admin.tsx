import { Title1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { AdminMasterDetail } from '../shared/admin-master-detail';
import { userAdminMessages as messages } from './user-admin-messages';
import { UserDetail } from './user-detail';
import { USERS_PATH, UserList } from './user-list';

interface UserAdminProps {
  /** The user of the address (`/admin/users/{userId}`), whose details show beside the list. */
  userId: string | undefined;
  /** sys-admin-read: the same screens, with no control that changes anything. */
  readOnly: boolean;
  /** Under the heading: why nothing can be changed, for a read-only administrator. */
  notice?: ReactNode;
}

/** The users of the portal and the details of one of them (SPEC §2: /admin/users/{userId?}). */
export const UserAdmin = ({ userId, readOnly, notice }: UserAdminProps) => {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      {notice}
      <AdminMasterDetail
        list={<UserList currentId={userId} readOnly={readOnly} />}
        detail={
          userId ? (
            <UserDetail
              userId={userId}
              readOnly={readOnly}
              onDeleted={() => navigate(search ? `${USERS_PATH}?${search}` : USERS_PATH)}
            />
          ) : undefined
        }
        {...(userId ? { detailKey: userId } : {})}
        listPath={USERS_PATH}
        detailLabel={intl.formatMessage(messages.detailLabel)}
      />
    </PageContainer>
  );
};
