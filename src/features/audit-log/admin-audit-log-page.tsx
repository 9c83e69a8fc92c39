import { useSession } from '@/lib/session/session-provider';
import { AuditLog } from './audit-log';
import { AuditPracticeFilter } from './audit-practice-filter';

/**
 * The audit log of every practice and of the administration area, for the provider's system
 * administrators (both roles read it), with a filter on one practice.
 */
export const AdminAuditLogPage = () => {
  const { isSystemAdmin } = useSession();
  return <AuditLog forbidden={!isSystemAdmin} practiceFilter={AuditPracticeFilter} />;
};
