import { useAdminAccess } from '../shared/admin-access';
import { DeploymentGroupsScreen } from './deployment-groups-screen';

/** /admin/deployment-groups (SPEC §2): reads the access, nothing else. */
export const DeploymentGroupsPage = () => {
  const { readOnly } = useAdminAccess();
  return <DeploymentGroupsScreen readOnly={readOnly} />;
};
