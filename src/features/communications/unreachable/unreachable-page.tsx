import { useSession } from '@/lib/session/session-provider';
import { UnreachablePatients } from './unreachable-patients';

/** The unreachable patients of the practice chosen in the switcher; the guards ensure there is one. */
export const UnreachablePatientsPage = () => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  // A new practice starts from its own first page, not the previous practice's view.
  return <UnreachablePatients key={currentPractice.details.id} practice={currentPractice.details} />;
};
