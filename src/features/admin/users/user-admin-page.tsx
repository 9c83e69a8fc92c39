import { Title1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';
import { userAdminMessages } from './user-admin-messages';

/** /admin/users/{userId?}: built by the users administration work. */
export const UserAdminPage = () => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(userAdminMessages.title)}</Title1>
    </PageContainer>
  );
};
