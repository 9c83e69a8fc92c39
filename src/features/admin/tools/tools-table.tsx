import { useIntl } from 'react-intl';
import type { ToolVersion } from '@/api/generated/tools/model';
import { ClientTable } from '@/components/data-table/client-table';
import type { ToolColumn } from './tool-columns';
import { toolsMessages as messages } from './tools-messages';
import { TOOL_SORTS, type ToolSort } from './tools-view';

interface ToolsTableProps {
  tools: readonly ToolVersion[];
  columns: readonly ToolColumn[];
  sort: ToolSort;
  onSortChange: (sort: ToolSort) => void;
}

/** The tools, sorted here on a click on a sortable header (the list is not paged). */
export const ToolsTable = ({ tools, columns, sort, onSortChange }: ToolsTableProps) => {
  const intl = useIntl();
  return (
    <ClientTable
      label={intl.formatMessage(messages.tableLabel)}
      columns={columns}
      rows={tools}
      rowKey={(tool) => tool.idUpdatableTool}
      sorts={TOOL_SORTS}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
};
