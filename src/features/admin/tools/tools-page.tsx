import { useAdminAccess } from '../shared/admin-access';
import { ToolsScreen } from './tools-screen';

/** /admin/tools (SPEC §2): reads the access, nothing else. */
export const ToolsPage = () => {
  const { readOnly } = useAdminAccess();
  return <ToolsScreen readOnly={readOnly} />;
};
