import { PageContainer } from '@/components/layout/page-container';
import { Body1, Title1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { env } from '@/config/env';
import { pageMessages, supportContactMessage } from './page-messages';

/** Shown when a feature is unavailable: the module for communications, the permission for Analytik. */
export const NotSupportedPage = () => {
  const intl = useIntl();
  const analytik = new URLSearchParams(useSearch()).get('reason') === 'analytik';
  return (
    <PageContainer>
      <Title1 as="h1">
        {intl.formatMessage(analytik ? pageMessages.analytikUnavailable : pageMessages.notSupportedTitle)}
      </Title1>
      <Body1>
        {intl.formatMessage(analytik ? pageMessages.analytikUnavailableText : pageMessages.notSupportedText)}
      </Body1>
      <Body1>
        {intl.formatMessage(supportContactMessage, { phone: env.supportPhone, email: env.supportEmail })}
      </Body1>
    </PageContainer>
  );
};
