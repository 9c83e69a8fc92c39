import { useParams } from 'wouter';
import { useAdminAccess } from '../shared/admin-access';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { ClinicGroupsScreen } from './clinic-groups-screen';

/** /admin/ClinicGroups/{clinicGroupId?}: the address and the administrator's access, for the screen. */
export const ClinicGroupsPage = () => {
  const { clinicGroupId } = useParams<{ clinicGroupId?: string }>();
  const { readOnly } = useAdminAccess();
  return <ClinicGroupsScreen clinicGroupId={clinicGroupId} readOnly={readOnly} notice={<ReadOnlyNotice />} />;
};
