import { Title1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { useAdminAccess } from '../shared/admin-access';
import { AdminMasterDetail } from '../shared/admin-master-detail';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { PracticeDetail } from './practice-detail';
import { practiceDetailMessages } from './practice-detail-messages';
import { PRACTICES_PATH, PracticeList } from './practice-list';
import { practiceListMessages } from './practice-list-messages';

interface PracticeAdminScreenProps {
  /** The practice of the address (/admin/practices/{practiceId}), if any. */
  practiceId?: string | undefined;
  /** No control that changes anything (sys-admin-read); the server refuses changes anyway. */
  readOnly: boolean;
}

/** The practices and, beside them or in their place, the detail of the one the address names. */
export const PracticeAdminScreen = ({ practiceId, readOnly }: PracticeAdminScreenProps) => {
  const intl = useIntl();
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(practiceListMessages.title)}</Title1>
      {readOnly && <ReadOnlyNotice />}
      <AdminMasterDetail
        list={<PracticeList currentId={practiceId} />}
        detail={
          practiceId ? <PracticeDetail key={practiceId} practiceId={practiceId} readOnly={readOnly} /> : null
        }
        detailKey={practiceId}
        listPath={PRACTICES_PATH}
        detailLabel={intl.formatMessage(practiceDetailMessages.region)}
      />
    </PageContainer>
  );
};

/** /admin/practices/{practiceId?} (SPEC §2): reads the address and the access, nothing else. */
export const PracticeAdminPage = () => {
  const { practiceId } = useParams<{ practiceId?: string }>();
  const { readOnly } = useAdminAccess();
  return <PracticeAdminScreen practiceId={practiceId} readOnly={readOnly} />;
};
