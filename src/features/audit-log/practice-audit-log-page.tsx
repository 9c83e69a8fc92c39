import { managesPractice } from '@/domain/practice-roles';
import { useSession } from '@/lib/session/session-provider';
import { AuditLog } from './audit-log';

/**
 * The audit log of the practice chosen in the switcher, for those who manage it (its and its
 * group's administrators, the provider's system administrators); the guards ensure there is one.
 * Anyone else is told in words who may read it, without asking the server for a refusal.
 */
export const PracticeAuditLogPage = () => {
  const { currentPractice, isSystemAdmin } = useSession();
  if (!currentPractice) return null;
  const mayRead = isSystemAdmin || managesPractice(currentPractice.role);
  // A new practice starts from its own first page, not the previous practice's view.
  return <AuditLog key={currentPractice.id} practiceId={currentPractice.id} forbidden={!mayRead} />;
};
