import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { onDemand } from '@/utils/on-demand-component';
import { ClientTable, type TableColumn, type TableSortProps } from './client-table';
import { dataTableMessages as messages } from './data-table-messages';
import { DataTablePager, type PagerProps } from './data-table-pager';

// Fluent's ProgressBar (2 KB gzip) shows only once a page, a sort or a filter is asked for, never
// on a screen's first load: it comes then (docs/decisions/049-axios-transport.md). Optional: a page
// asked for offline waits for the network without its bar rather than failing.
const BusyBar = onDemand(async () => (await import('./busy-bar')).BusyBar, { optional: true });

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Always there, so that the bar appearing does not push the table down.
  progress: { minHeight: tokens.strokeWidthThicker },
});

export type DataTableColumn<Row> = TableColumn<Row>;

export type DataTableProps<Row, Sort extends string> = TableSortProps<Sort> & {
  /** Names the table and the scrolling region that holds it. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A page, a sort or a filter is loading: the rows shown are the previous ones. */
  busy: boolean;
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  pager: PagerProps;
  /** The row whose detail is shown (a master-detail screen): marked for sight and for screen readers. */
  isCurrent?: (row: Row) => boolean;
  /** A detail is open beside the table: its secondary columns step aside (ClientTable). */
  compact?: boolean;
  className?: string;
};

/**
 * A server-paged table, server-sorted when given the contract's sorts (`sorts`, `sort`,
 * `onSortChange`; without them, the server's order). It never sorts or pages rows itself: it
 * shows what the server sent and asks for another sort or page through its callbacks.
 */
export const DataTable = <Row, Sort extends string>({
  busy,
  empty,
  pager,
  className,
  ...table
}: DataTableProps<Row, Sort>) => {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.root, className)}>
      <div className={styles.progress}>
        {busy && <BusyBar label={intl.formatMessage(messages.loading)} />}
      </div>
      {table.rows.length === 0 && !busy ? empty : <ClientTable {...table} busy={busy} />}
      {table.rows.length > 0 && <DataTablePager {...pager} />}
    </div>
  );
};
