import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useSession } from '@/lib/session/session-provider';
import { metricMessages } from './metric/metric-messages';
import { MetricScreen } from './metric/metric-screen';
import { useMetricDefinitions } from './shared/use-analytik-data';
import { useMetricFormat } from './shared/metric-format';

/** /analytik/practice/{uuid}/{metricId} (SPEC §2): one metric of one practice. */
export const AnalytikMetricPage = () => {
  const intl = useIntl();
  const format = useMetricFormat();
  const { uuid = '', metricId = '' } = useParams<{ uuid: string; metricId: string }>();
  const { currentPractice } = useSession();
  const definition = useMetricDefinitions().data?.find((entry) => entry.id === metricId);
  useDocumentTitle(
    definition ? format.text(definition.label) : intl.formatMessage(metricMessages.titleFallback),
  );
  const known =
    currentPractice?.id === uuid
      ? { name: currentPractice.name, activeModules: currentPractice.details.activeModules }
      : undefined;
  return (
    <PageContainer>
      <MetricScreen key={`${uuid}/${metricId}`} practiceId={uuid} metricId={metricId} known={known} />
    </PageContainer>
  );
};
