import {
  makeStyles,
  mergeClasses,
  Table,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { memo, useMemo, type ReactNode } from 'react';
import { ScrollRegion, useContentWidthTableStyles } from './scroll-region';
import { rowKeys } from './row-keys';
import { nextSort, parseSort, sortableColumns } from './table-sort';

const useStyles = makeStyles({
  cell: { whiteSpace: 'nowrap' },
  // Names and sentences wrap between words rather than widen the table past its region.
  wrap: { whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: '6rem' },
  // A value that may be one long word (an email address, a name typed without spaces) breaks
  // anywhere: only `anywhere` lets the table count such a word as breakable when it sizes its
  // columns; `break-word` held the column as wide as the word, past the region's edge.
  anywhere: { overflowWrap: 'anywhere' },
  // On a phone the secondary columns step aside, as beside an open detail: the others fit the
  // screen whole instead of running past its edge in a region scrolled sideways.
  secondary: { '@media (max-width: 599px)': { display: 'none' } },
  stale: { opacity: 0.6 },
  // The body's rows and cells are the table's own elements in Fluent's look (its TableRow and
  // TableCell of size medium): the Fluent components cost a context, focus trackers and three
  // style hooks each, for text; 50 rows of 9 columns were most of a page change at a front
  // desk's speed (docs/decisions/028-tables-render-outside-the-click.md).
  row: {
    color: tokens.colorNeutralForeground1,
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground1Hover,
    },
    ':active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      color: tokens.colorNeutralForeground1Pressed,
    },
  },
  bodyCell: {
    position: 'relative',
    height: '44px',
    verticalAlign: 'middle',
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  // The row whose detail is open beside the table.
  current: { backgroundColor: tokens.colorSubtleBackgroundSelected },
});

export interface TableColumn<Row> {
  /** Also the field of the sort values (`lastName` of `lastName:asc`). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Its cells wrap between words (a sentence, a list), or `anywhere` for a value that may be one
   * long word (an email address, a name as typed); the others keep one line. Any text the data
   * may make long needs one of them.
   */
  wrap?: boolean | 'anywhere';
  /** Left out beside an open detail (`compact`), which shows it anyway, and on a phone. */
  secondary?: boolean;
}

/**
 * The sorts a table offers, `field:asc` or `field:desc`: only their columns are sortable, and a
 * click on one asks for the next sort. Without them (a list in the server's order), every header
 * stays plain.
 */
export type TableSortProps<Sort extends string> =
  | { sorts: readonly Sort[]; sort: Sort; onSortChange: (sort: Sort) => void }
  | { sorts?: undefined; sort?: undefined; onSortChange?: undefined };

export type ClientTableProps<Row, Sort extends string> = TableSortProps<Sort> & {
  /** Names the table and the scrolling region that holds it. */
  label: string;
  columns: readonly TableColumn<Row>[];
  /** Shown as given, in this order: the caller sorts and pages them (or the server did). */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The rows shown are about to be replaced (a page or a sort loading): said and dimmed. */
  busy?: boolean;
  /** The row whose detail is shown (a master-detail screen): marked for sight and for screen readers. */
  isCurrent?: (row: Row) => boolean;
  /**
   * A detail is open beside the table: the secondary columns step aside, so that the others fit
   * the narrower list whole instead of being cut at its edge ("Quebe", "New Br").
   */
  compact?: boolean;
};

type ClientTableStyles = ReturnType<typeof useStyles>;

const columnClass = <Row,>(styles: ClientTableStyles, column: TableColumn<Row>) =>
  mergeClasses(
    styles.cell,
    column.wrap && styles.wrap,
    column.wrap === 'anywhere' && styles.anywhere,
    column.secondary && styles.secondary,
  );

/**
 * A table of the rows it is given (Fluent Table, native table semantics, no grid keyboard model)
 * in a focusable scrolling region, so a phone's page never scrolls sideways. It never sorts the
 * rows itself: a sortable header asks for another sort through `onSortChange`.
 */
export const ClientTable = <Row, Sort extends string>({
  label,
  columns: allColumns,
  rows,
  rowKey,
  busy,
  isCurrent,
  compact,
  ...sorting
}: ClientTableProps<Row, Sort>) => {
  const styles = useStyles();
  const columns = useMemo(
    () => (compact ? allColumns.filter((column) => !column.secondary) : allColumns),
    [compact, allColumns],
  );
  const currentKeys = isCurrent ? rows.filter(isCurrent).map(rowKey).join('\u0000') : '';
  // Each column's body class, merged once for all its rows.
  const bodyCellClasses = useMemo(
    () => columns.map((column) => mergeClasses(styles.bodyCell, columnClass(styles, column))),
    [columns, styles],
  );
  const tableStyles = useContentWidthTableStyles();
  const { sorts, sort } = sorting;
  const sortable = sortableColumns(sorts ?? []);
  const current = sort === undefined ? undefined : parseSort(sort);

  return (
    <ScrollRegion
      label={label}
      {...(busy === undefined ? {} : { busy })}
      {...(busy ? { className: styles.stale } : {})}
    >
      <Table aria-label={label} className={tableStyles.table} sortable={sorts !== undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const canSort = sortable.has(column.id);
              return (
                <TableHeaderCell
                  key={column.id}
                  className={columnClass(styles, column)}
                  sortable={canSort}
                  {...(canSort && sorting.sorts
                    ? {
                        sortDirection: current?.column === column.id ? current.direction : undefined,
                        onClick: () => sorting.onSortChange(nextSort(sorting.sorts, sorting.sort, column.id)),
                      }
                    : {})}
                >
                  {column.header}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableRows
          rows={rows}
          columns={columns}
          cellClasses={bodyCellClasses}
          rowKey={rowKey}
          currentKeys={currentKeys}
          rowClass={styles.row}
          currentRowClass={mergeClasses(styles.row, styles.current)}
        />
      </Table>
    </ScrollRegion>
  );
};

interface TableRowsProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** Each column's cell class, in the columns' order. */
  cellClasses: readonly string[];
  /** A function of the row alone: callers often pass a new one each render, which is not compared. */
  rowKey: (row: Row) => string | number;
  /** The keys of the current rows, joined: a string, so that an unchanged choice compares equal. */
  currentKeys: string;
  rowClass: string;
  currentRowClass: string;
}

const TableRowsOf = <Row,>({
  rows,
  columns,
  cellClasses,
  rowKey,
  currentKeys,
  rowClass,
  currentRowClass,
}: TableRowsProps<Row>) => {
  const current = new Set(currentKeys === '' ? [] : currentKeys.split('\u0000'));
  const keyOf = rowKeys();
  return (
    <tbody>
      {rows.map((row) => {
        const key = rowKey(row);
        const isCurrent = current.has(String(key));
        return (
          <tr
            key={keyOf(key)}
            className={isCurrent ? currentRowClass : rowClass}
            aria-current={isCurrent || undefined}
          >
            {columns.map((column, index) => (
              <td key={column.id} className={cellClasses[index]}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
};

/**
 * The body renders again only when its rows, columns or current row change: not when the table
 * only turns busy (a page, a sort or a filter asked for), which is the click's own work. At a
 * front desk's speed, 50 rows rendered again for nothing made the click itself take 350 ms.
 * Its cells are functions of their row: a column whose cell reads anything else must be a new
 * column (the callers' columns are memoised on what they read, the language for one).
 */
const TableRows = memo(
  TableRowsOf,
  (before, after) =>
    before.rows === after.rows &&
    before.columns === after.columns &&
    before.cellClasses === after.cellClasses &&
    before.currentKeys === after.currentKeys &&
    before.rowClass === after.rowClass &&
    before.currentRowClass === after.currentRowClass,
) as typeof TableRowsOf;
