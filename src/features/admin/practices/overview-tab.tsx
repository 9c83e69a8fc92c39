import type { Practice } from '@/api/generated/practices/model';
import { OverviewFacts, TechnicalFacts } from './overview-facts';
import { OverviewForm } from './overview-form';

/** SPEC §3's fields, editable unless read-only, then the technical facts, read-only for everyone. */
export const OverviewTab = ({ practice, readOnly }: { practice: Practice; readOnly: boolean }) => (
  <>
    {readOnly ? <OverviewFacts practice={practice} /> : <OverviewForm practice={practice} />}
    <TechnicalFacts practice={practice} />
  </>
);
