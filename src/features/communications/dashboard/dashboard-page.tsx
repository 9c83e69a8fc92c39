import { useSession } from '@/lib/session/session-provider';
import { CommunicationsDashboard } from './communications-dashboard';

/** The communications home of the practice chosen in the switcher; the guards ensure there is one. */
export const CommunicationsDashboardPage = () => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  const { id, timezone } = currentPractice.details;
  return <CommunicationsDashboard key={id} practiceId={id} timezone={timezone} />;
};
