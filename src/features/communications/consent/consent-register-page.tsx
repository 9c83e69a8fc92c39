import { managesPractice } from '@/domain/practice-roles';
import { useSession } from '@/lib/session/session-provider';
import { ConsentRegister } from './consent-register';

/** The consent register of the practice chosen in the switcher; the guards ensure there is one. */
export const ConsentRegisterPage = () => {
  const { currentPractice } = useSession();
  if (!currentPractice) return null;
  // A new practice starts from its own first page, not the previous practice's view.
  return (
    <ConsentRegister
      key={currentPractice.details.id}
      practice={currentPractice.details}
      canManage={managesPractice(currentPractice.role)}
    />
  );
};
