import { useSession } from '@/lib/session/session-provider';
import { CommunicationHistory } from './communication-history';

/** The history of the practice chosen in the switcher; the guards ensure there is one. */
export const CommunicationHistoryPage = () => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  // A new practice starts from its own first page, not the previous practice's view.
  return <CommunicationHistory key={currentPractice.details.id} practiceId={currentPractice.details.id} />;
};
