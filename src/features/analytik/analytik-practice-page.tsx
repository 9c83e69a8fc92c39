import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useSession } from '@/lib/session/session-provider';
import { practiceMessages } from './practice/practice-messages';
import { PracticeScreen } from './practice/practice-screen';

/** /analytik/practice/{uuid} (SPEC §2): one practice's metrics for a year. */
export const AnalytikPracticePage = () => {
  const intl = useIntl();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const { currentPractice } = useSession();
  useDocumentTitle(intl.formatMessage(practiceMessages.title));
  const known =
    currentPractice?.id === uuid
      ? { name: currentPractice.name, activeModules: currentPractice.details.activeModules }
      : undefined;
  return (
    <PageContainer>
      <PracticeScreen key={uuid} practiceId={uuid} known={known} />
    </PageContainer>
  );
};
