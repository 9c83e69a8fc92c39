import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NumberHeaderCell } from './number-header-cell';
import { rowKeys } from './row-keys';
import { ScrollRegion, useContentWidthTableStyles } from './scroll-region';

const useStyles = makeStyles({
  summary: {
    cursor: 'pointer',
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
  },
  caption: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  nowrap: { whiteSpace: 'nowrap' },
  emphasis: { fontWeight: tokens.fontWeightSemibold },
});

export interface FigureColumn {
  label: string;
  /** A column of numbers: its header and cells at the end, in figures of one width. */
  numeric?: boolean;
  /** A short value that reads badly broken (a weekday, a duration). */
  nowrap?: boolean;
}

export interface FigureRow {
  key: string;
  /** One per column, already formatted (intl.formatNumber for numbers). */
  cells: readonly ReactNode[];
  /** A totals row. */
  emphasis?: boolean;
}

interface FigureTableProps {
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** The visible caption, which also names the table. */
  caption?: string;
  /** The id of the heading that names the table when it has no caption. */
  labelledBy?: string;
  /** The first cell of each row names it (a date, a kind): a row header. */
  rowHeaders?: boolean;
  className?: string;
}

/**
 * A small read-only table of figures (the dashboard's days, the SMS forecast, the counts by kind,
 * a practice's schedule and appointment types): a caption or a heading names it, numbers sit at
 * the end of their column. One shape, so that every such table of the portal reads alike.
 */
export const FigureTable = ({
  columns,
  rows,
  caption,
  labelledBy,
  rowHeaders,
  className,
}: FigureTableProps) => {
  const styles = useStyles();
  const cellClass = (column: FigureColumn | undefined) =>
    mergeClasses(column?.numeric && styles.number, column?.nowrap && styles.nowrap) || undefined;
  const keyOf = rowKeys();
  return (
    <Table size="small" className={className} aria-labelledby={labelledBy}>
      {caption !== undefined && <caption className={styles.caption}>{caption}</caption>}
      <TableHeader>
        <TableRow>
          {columns.map((column) =>
            column.numeric ? (
              <NumberHeaderCell key={column.label}>{column.label}</NumberHeaderCell>
            ) : (
              <TableHeaderCell key={column.label} scope="col">
                {column.label}
              </TableHeaderCell>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={keyOf(row.key)} className={row.emphasis ? styles.emphasis : undefined}>
            {row.cells.map((cell, index) =>
              index === 0 && rowHeaders ? (
                <TableHeaderCell key={index} scope="row" className={cellClass(columns[0])}>
                  {cell}
                </TableHeaderCell>
              ) : (
                <TableCell key={index} className={cellClass(columns[index])}>
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * A chart's values as a table, folded under a link-like summary: what a screen reader reads
 * instead of the chart, and what anyone may open. Columns as wide as their content: the fixed
 * layout cut the dates at 375 px (« September 1, 20… »).
 */
export const FoldedFigureTable = ({
  toggle,
  caption,
  ...table
}: Omit<FigureTableProps, 'caption' | 'labelledBy' | 'className'> & { toggle: string; caption: string }) => {
  const styles = useStyles();
  const tableStyles = useContentWidthTableStyles();
  return (
    <details>
      <summary className={styles.summary}>{toggle}</summary>
      <ScrollRegion label={caption}>
        <FigureTable {...table} caption={caption} className={tableStyles.table} />
      </ScrollRegion>
    </details>
  );
};
