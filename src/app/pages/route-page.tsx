import { PageContainer } from '@/components/layout/page-container';
import { Title1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { RouteKey } from '@/config/paths';
import { routeTitles } from '../route-titles';

/** A screen that names its route: the screens of the later issues replace it one by one. */
export const RoutePage = ({ route }: { route: RouteKey }) => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(routeTitles[route])}</Title1>
    </PageContainer>
  );
};
