import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useSession } from '@/lib/session/session-provider';
import { overviewMessages } from './overview/overview-messages';
import { OverviewScreen } from './overview/overview-screen';
import type { OverviewPractice } from './overview/practice-section';

/** /analytik (SPEC §2): the user's practices, the current one first. */
export const AnalytikOverviewPage = () => {
  const intl = useIntl();
  const { practices, currentPractice } = useSession();
  useDocumentTitle(intl.formatMessage(overviewMessages.title));
  const ordered = useMemo<OverviewPractice[]>(() => {
    const others = practices.filter((practice) => practice.id !== currentPractice?.id);
    return currentPractice
      ? [
          {
            id: currentPractice.id,
            name: currentPractice.name,
            activeModules: currentPractice.details.activeModules,
          },
          ...others,
        ]
      : others;
  }, [practices, currentPractice]);
  return (
    <PageContainer>
      <OverviewScreen practices={ordered} />
    </PageContainer>
  );
};
