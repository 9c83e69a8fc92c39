import {
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import type { ClinicGroup } from '@/api/generated/clinic-groups/model';
import { ScrollRegion, useContentWidthTableStyles } from '@/components/data-table/scroll-region';
import { clinicGroupsMessages as messages } from './clinic-groups-messages';

const useStyles = makeStyles({
  cell: { whiteSpace: 'nowrap' },
  count: { textAlign: 'end' },
  // The row whose detail is open beside the table.
  current: { backgroundColor: tokens.colorSubtleBackgroundSelected },
});

interface ClinicGroupsTableProps {
  groups: readonly ClinicGroup[];
  /** The group whose details are open, marked for sight and for screen readers. */
  currentId: number | undefined;
  detailHref: (id: number) => string;
}

/** The groups with their number of clinics; a name opens the group's details. */
export const ClinicGroupsTable = ({ groups, currentId, detailHref }: ClinicGroupsTableProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const tableStyles = useContentWidthTableStyles();
  const label = intl.formatMessage(messages.tableLabel);
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} className={tableStyles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.cell}>
              {intl.formatMessage(messages.columnName)}
            </TableHeaderCell>
            <TableHeaderCell className={styles.cell}>
              {intl.formatMessage(messages.columnClinics)}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {groups.map((group) => (
            <TableRow
              key={group.id}
              {...(group.id === currentId ? { 'aria-current': true, className: styles.current } : {})}
            >
              <TableCell className={styles.cell}>
                <RouterLink href={detailHref(group.id)} asChild>
                  <Link>{group.name}</Link>
                </RouterLink>
              </TableCell>
              <TableCell className={styles.cell}>{intl.formatNumber(group.numberOfClinics)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
};
