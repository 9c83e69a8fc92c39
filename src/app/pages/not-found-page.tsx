import { Link, Title1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { hrefs } from '@/config/paths';
import { pageMessages } from './page-messages';
import { PageContainer } from '@/components/layout/page-container';

export const NotFoundPage = () => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(pageMessages.notFound)}</Title1>
      <RouterLink href={hrefs.home()} asChild>
        <Link>{intl.formatMessage(pageMessages.notFoundHome)}</Link>
      </RouterLink>
    </PageContainer>
  );
};
