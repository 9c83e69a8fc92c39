import { useParams } from 'wouter';
import { useAdminAccess } from '../shared/admin-access';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { UserAdmin } from './user-admin';

/** /admin/users/{userId?}: the address and the signed-in administrator's access, for the screen. */
export const UserAdminPage = () => {
  const { userId } = useParams<{ userId?: string }>();
  const { readOnly } = useAdminAccess();
  return <UserAdmin userId={userId} readOnly={readOnly} notice={<ReadOnlyNotice />} />;
};
