import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Link, Title1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { hrefs } from '@/config/paths';
import { pageMessages } from './page-messages';

export const NotFoundPage = () => {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(pageMessages.notFound));
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(pageMessages.notFound)}</Title1>
      <RouterLink href={hrefs.home()} asChild>
        <Link>{intl.formatMessage(pageMessages.notFoundHome)}</Link>
      </RouterLink>
    </PageContainer>
  );
};
