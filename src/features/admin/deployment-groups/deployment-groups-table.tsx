import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { DeploymentGroup } from '@/api/generated/administration/model';
import { deploymentGroupsMessages as messages, editLabelMessage } from './deployment-groups-messages';

const useStyles = makeStyles({
  // The table scrolls in its own region: a phone's page never scrolls sideways.
  region: {
    overflowX: 'auto',
    maxWidth: '100%',
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  table: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  cell: { whiteSpace: 'nowrap' },
});

interface DeploymentGroupsTableProps {
  groups: readonly DeploymentGroup[];
  readOnly: boolean;
  onEdit: (group: DeploymentGroup) => void;
}

/** The groups in the server's order (by name): a handful, so neither paged nor sorted here. */
export const DeploymentGroupsTable = ({ groups, readOnly, onEdit }: DeploymentGroupsTableProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const label = intl.formatMessage(messages.tableLabel);
  // The dialog gives the focus back to the button that opened it when it closes.
  const restoreFocus = useRestoreFocusTarget();
  return (
    // A region that scrolls must take the focus, or a keyboard cannot scroll it (axe
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={styles.region}>
      <Table aria-label={label} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.cell}>
              {intl.formatMessage(messages.columnName)}
            </TableHeaderCell>
            <TableHeaderCell className={styles.cell}>
              {intl.formatMessage(messages.columnRelease)}
            </TableHeaderCell>
            {!readOnly && (
              <TableHeaderCell className={styles.cell}>
                {intl.formatMessage(messages.columnActions)}
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.id}>
              <TableCell className={styles.cell}>{group.name}</TableCell>
              <TableCell className={styles.cell}>{group.releaseName}</TableCell>
              {!readOnly && (
                <TableCell className={styles.cell}>
                  <Button
                    {...restoreFocus}
                    size="small"
                    icon={<EditRegular />}
                    aria-label={intl.formatMessage(editLabelMessage, { name: group.name })}
                    onClick={() => onEdit(group)}
                  >
                    {intl.formatMessage(messages.edit)}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
