import {
  makeStyles,
  mergeClasses,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dataTableMessages as messages } from './data-table-messages';
import { DataTablePager, type PagerProps } from './data-table-pager';
import { ScrollRegion, useContentWidthTableStyles } from './scroll-region';
import { parseSort, sortableColumns, nextSort } from './table-sort';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  cell: { whiteSpace: 'nowrap' },
  stale: { opacity: 0.6 },
  // The row whose detail is open beside the table.
  current: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  // Always there, so that the bar appearing does not push the table down.
  progress: { minHeight: tokens.strokeWidthThicker },
});

export interface DataTableColumn<Row> {
  /** Also the field of the contract's sort values (`lastName` of `lastName:asc`). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row, Sort extends string> {
  /** Names the table and the scrolling region that holds it. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The contract's sort values; only their columns are sortable. */
  sorts: readonly Sort[];
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  /** A page, a sort or a filter is loading: the rows shown are the previous ones. */
  busy: boolean;
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  pager: PagerProps;
  /** The row whose detail is shown (a master-detail screen): marked for sight and for screen readers. */
  isCurrent?: (row: Row) => boolean;
  className?: string;
}

/**
 * A server-paged, server-sorted table (Fluent Table, native table semantics, no grid keyboard
 * model). It never sorts or pages rows itself: it shows what the server sent and asks for
 * another sort or page through its callbacks.
 */
export const DataTable = <Row, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  sorts,
  sort,
  onSortChange,
  busy,
  empty,
  pager,
  isCurrent,
  className,
}: DataTableProps<Row, Sort>) => {
  const intl = useIntl();
  const styles = useStyles();
  const tableStyles = useContentWidthTableStyles();
  const sortable = useMemo(() => sortableColumns(sorts), [sorts]);
  const current = parseSort(sort);

  return (
    <div className={mergeClasses(styles.root, className)}>
      <div className={styles.progress}>
        {busy && <ProgressBar aria-label={intl.formatMessage(messages.loading)} />}
      </div>
      {rows.length === 0 && !busy ? (
        empty
      ) : (
        <ScrollRegion label={label} busy={busy} {...(busy ? { className: styles.stale } : {})}>
          <Table aria-label={label} className={tableStyles.table} sortable>
            <TableHeader>
              <TableRow>
                {columns.map((column) => {
                  const canSort = sortable.has(column.id);
                  return (
                    <TableHeaderCell
                      key={column.id}
                      className={styles.cell}
                      sortable={canSort}
                      {...(canSort
                        ? {
                            sortDirection: current.column === column.id ? current.direction : undefined,
                            onClick: () => onSortChange(nextSort(sorts, sort, column.id)),
                          }
                        : {})}
                    >
                      {column.header}
                    </TableHeaderCell>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  {...(isCurrent?.(row) ? { 'aria-current': true, className: styles.current } : {})}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} className={styles.cell}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {rows.length > 0 && <DataTablePager {...pager} />}
    </div>
  );
};
