import { Link } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { ClientTable, type TableColumn } from '@/components/data-table/client-table';
import { clinicGroupsMessages as messages } from './clinic-groups-messages';

interface ClinicGroupsTableProps {
  groups: readonly ClinicGroup[];
  /** The group whose details are open, marked for sight and for screen readers. */
  currentId: number | undefined;
  detailHref: (id: number) => string;
}

/** The groups with their number of clinics; a name opens the group's details. */
export const ClinicGroupsTable = ({ groups, currentId, detailHref }: ClinicGroupsTableProps) => {
  const intl = useIntl();
  const columns: TableColumn<ClinicGroup>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.columnName),
      // A name at its contract's length (100) ran past a phone's screen on one line.
      wrap: 'anywhere',
      cell: (group) => (
        <RouterLink href={detailHref(group.id)} asChild>
          <Link>{group.name}</Link>
        </RouterLink>
      ),
    },
    {
      id: 'numberOfClinics',
      header: intl.formatMessage(messages.columnClinics),
      wrap: true,
      cell: (group) => intl.formatNumber(group.numberOfClinics),
    },
  ];
  return (
    <ClientTable
      label={intl.formatMessage(messages.tableLabel)}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.id}
      isCurrent={(group) => group.id === currentId}
    />
  );
};
