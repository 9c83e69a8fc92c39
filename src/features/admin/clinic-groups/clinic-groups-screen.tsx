import { Text, Title1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { AdminMasterDetail } from '../shared/admin-master-detail';
import { ClinicGroupDetail } from './clinic-group-detail';
import { ClinicGroupsList } from './clinic-groups-list';
import { clinicGroupsMessages as messages } from './clinic-groups-messages';
import { CLINIC_GROUPS_PATH } from './clinic-groups-view';

interface ClinicGroupsScreenProps {
  /** The group of the address (`/admin/ClinicGroups/{clinicGroupId}`), shown beside the list. */
  clinicGroupId: string | undefined;
  /** sys-admin-read: the same screens, with no control that changes anything. */
  readOnly: boolean;
  /** Under the heading: why nothing can be changed, for a read-only administrator. */
  notice?: ReactNode;
}

/** The clinic groups and the details of one of them (SPEC §2: /admin/ClinicGroups/{clinicGroupId?}). */
export const ClinicGroupsScreen = ({ clinicGroupId, readOnly, notice }: ClinicGroupsScreenProps) => {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const current =
    clinicGroupId !== undefined && /^\d+$/.test(clinicGroupId) ? Number(clinicGroupId) : undefined;
  return (
    <PageContainer>
      <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      {notice}
      <AdminMasterDetail
        list={<ClinicGroupsList currentId={current} readOnly={readOnly} />}
        detail={
          clinicGroupId ? (
            <ClinicGroupDetail
              clinicGroupId={clinicGroupId}
              readOnly={readOnly}
              onDeleted={() => navigate(search ? `${CLINIC_GROUPS_PATH}?${search}` : CLINIC_GROUPS_PATH)}
            />
          ) : undefined
        }
        {...(clinicGroupId ? { detailKey: clinicGroupId } : {})}
        listPath={CLINIC_GROUPS_PATH}
        detailLabel={intl.formatMessage(messages.detailLabel)}
      />
    </PageContainer>
  );
};
