import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { managesPractice } from '@/domain/practice-roles';
import { useSession } from '@/lib/session/session-provider';
import { goalsMessages } from './goals/goals-messages';
import { GoalsScreen, type GoalsPractice } from './goals/goals-screen';

/** /analytik/goals (SPEC §2): the yearly goals of the user's practices, the current one first. */
export const AnalytikGoalsPage = () => {
  const intl = useIntl();
  const { practices, currentPractice } = useSession();
  useDocumentTitle(intl.formatMessage(goalsMessages.title));
  const ordered = useMemo<GoalsPractice[]>(() => {
    const entries = practices.map((entry) => ({
      id: entry.id,
      name: entry.name,
      canEdit: managesPractice(entry.role),
      ...(entry.id === currentPractice?.id ? { activeModules: currentPractice.details.activeModules } : {}),
    }));
    return [
      ...entries.filter((entry) => entry.id === currentPractice?.id),
      ...entries.filter((entry) => entry.id !== currentPractice?.id),
    ];
  }, [practices, currentPractice]);
  return (
    <PageContainer>
      <GoalsScreen practices={ordered} />
    </PageContainer>
  );
};
