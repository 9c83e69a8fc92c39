import { Title1 } from '@fluentui/react-components';
import { defineMessage, useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';

const titleMessage = defineMessage({
  id: 'admin.deploymentGroups.title',
  defaultMessage: 'Deployment groups',
  description: 'Heading of the administration page of the deployment groups',
});

/** Built by the administration work of its issue. */
export const DeploymentGroupsPage = () => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(titleMessage)}</Title1>
    </PageContainer>
  );
};
