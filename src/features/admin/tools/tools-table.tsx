import {
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
import type { ToolVersion } from '@/api/generated/tools/model';
import { nextSort, parseSort, sortableColumns } from '@/components/data-table/table-sort';
import type { ToolColumn } from './tool-columns';
import { toolsMessages as messages } from './tools-messages';
import { TOOL_SORTS, type ToolSort } from './tools-view';

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
  // Columns as wide as their content (Fluent's fixed layout would squeeze them at 375 px).
  table: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  cell: { whiteSpace: 'nowrap' },
});

const SORTABLE = sortableColumns(TOOL_SORTS);

interface ToolsTableProps {
  tools: readonly ToolVersion[];
  columns: readonly ToolColumn[];
  sort: ToolSort;
  onSortChange: (sort: ToolSort) => void;
}

/** The tools, sorted here on a click on a sortable header (the list is not paged). */
export const ToolsTable = ({ tools, columns, sort, onSortChange }: ToolsTableProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const label = intl.formatMessage(messages.tableLabel);
  const current = parseSort(sort);
  return (
    // A region that scrolls must take the focus, or a keyboard cannot scroll it (axe
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={styles.region}>
      <Table aria-label={label} className={styles.table} sortable>
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const canSort = SORTABLE.has(column.id);
              return (
                <TableHeaderCell
                  key={column.id}
                  className={styles.cell}
                  sortable={canSort}
                  {...(canSort
                    ? {
                        sortDirection: current.column === column.id ? current.direction : undefined,
                        onClick: () => onSortChange(nextSort(TOOL_SORTS, sort, column.id)),
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
          {tools.map((tool) => (
            <TableRow key={tool.idUpdatableTool}>
              {columns.map((column) => (
                <TableCell key={column.id} className={styles.cell}>
                  {column.cell(tool)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
