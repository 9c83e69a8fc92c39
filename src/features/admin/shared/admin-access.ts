import { useSession } from '@/lib/session/session-provider';
import { systemRoleOf } from '@/lib/session/practice-list';

export interface AdminAccess {
  /**
   * The read-only system administrator (sys-admin-read, SPEC §6): every administration screen
   * shows the same data, with no control that changes anything.
   */
  readOnly: boolean;
}

/** What the signed-in system administrator may do on the administration screens. */
export const useAdminAccess = (): AdminAccess => {
  const { user } = useSession();
  return { readOnly: systemRoleOf(user?.roles ?? []) !== 'sys-admin' };
};
