import { useSession } from '@/lib/session/session-provider';
import { UpcomingScreen } from './upcoming-screen';

/** The upcoming messages of the practice chosen in the switcher; the guards ensure there is one. */
export const UpcomingMessagesPage = () => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  // A new practice starts from its own first page, not the previous practice's view.
  return <UpcomingScreen key={currentPractice.details.id} practice={currentPractice.details} />;
};
