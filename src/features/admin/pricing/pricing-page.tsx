import { useAdminAccess } from '../shared/admin-access';
import { PricingScreen } from './pricing-screen';

/** /admin/pricing (SPEC §2): reads the access, nothing else. */
export const PricingPage = () => {
  const { readOnly } = useAdminAccess();
  return <PricingScreen readOnly={readOnly} />;
};
