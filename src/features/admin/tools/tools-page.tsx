import { Title1 } from '@fluentui/react-components';
import { defineMessage, useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';

const titleMessage = defineMessage({
  id: 'admin.tools.title',
  defaultMessage: 'Updatable tools',
  description: 'Heading of the administration page of the updatable tools and their versions',
});

/** Built by the administration work of its issue. */
export const ToolsPage = () => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(titleMessage)}</Title1>
    </PageContainer>
  );
};
