import { useSession } from '@/lib/session/session-provider';
import { CommunicationsDashboard } from './communications-dashboard';

/** The communications home of the practice chosen in the switcher; the guards ensure there is one. */
export const CommunicationsDashboardPage = () => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  return <CommunicationsDashboard key={currentPractice.details.id} practiceId={currentPractice.details.id} />;
};
