import { Title1 } from '@fluentui/react-components';
import { defineMessage, useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';

const titleMessage = defineMessage({
  id: 'admin.pricing.title',
  defaultMessage: 'Pricing files',
  description: 'Heading of the administration page of the pricing files',
});

/** Built by the administration work of its issue. */
export const PricingPage = () => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(titleMessage)}</Title1>
    </PageContainer>
  );
};
