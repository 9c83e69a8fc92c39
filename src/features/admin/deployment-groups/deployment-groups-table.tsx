import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { DeploymentGroup } from '@/api/generated/administration/model';
import { ClientTable, type TableColumn } from '@/components/data-table/client-table';
import { deploymentGroupsMessages as messages, editLabelMessage } from './deployment-groups-messages';

interface DeploymentGroupsTableProps {
  groups: readonly DeploymentGroup[];
  readOnly: boolean;
  onEdit: (group: DeploymentGroup) => void;
}

/** The groups in the server's order (by name): a handful, so neither paged nor sorted here. */
export const DeploymentGroupsTable = ({ groups, readOnly, onEdit }: DeploymentGroupsTableProps) => {
  const intl = useIntl();
  // The dialog gives the focus back to the button that opened it when it closes.
  const restoreFocus = useRestoreFocusTarget();
  const columns: TableColumn<DeploymentGroup>[] = [
    // A group's name and its release may be one word up to the contract's 80 characters
    // (an identifier such as 2026.11-pilot): they break anywhere rather than widen the table.
    {
      id: 'name',
      header: intl.formatMessage(messages.columnName),
      wrap: 'anywhere',
      cell: (group) => group.name,
    },
    {
      id: 'releaseName',
      header: intl.formatMessage(messages.columnRelease),
      wrap: 'anywhere',
      cell: (group) => group.releaseName,
    },
  ];
  if (!readOnly) {
    columns.push({
      id: 'actions',
      header: intl.formatMessage(messages.columnActions),
      cell: (group) => (
        <Button
          {...restoreFocus}
          size="small"
          icon={<EditRegular />}
          aria-label={intl.formatMessage(editLabelMessage, { name: group.name })}
          onClick={() => onEdit(group)}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
      ),
    });
  }
  return (
    <ClientTable
      label={intl.formatMessage(messages.tableLabel)}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.id}
    />
  );
};
