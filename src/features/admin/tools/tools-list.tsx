import { makeStyles, Text, useRestoreFocusTarget } from '@fluentui/react-components';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ToolVersion } from '@/api/generated/tools/model';
import { AdminSearchBox } from '../shared/admin-search-box';
import { installationTypeMessages } from './installation-type-messages';
import { toolColumns, useColumnStyles } from './tool-columns';
import { toolCountMessage, toolsMessages as messages } from './tools-messages';
import { ToolsTable } from './tools-table';
import { useToolsView, viewTools } from './tools-view';
import { useToolActions } from './use-tool-actions';

const useStyles = makeStyles({
  search: { maxWidth: '24rem', width: '100%' },
  count: { outlineStyle: 'none' },
});

interface ToolsListProps {
  tools: readonly ToolVersion[];
  readOnly: boolean;
  onDetails: (tool: ToolVersion) => void;
  onEdit: (tool: ToolVersion) => void;
}

/** How many tools the search finds, and those tools with their actions. */
export const ToolsList = ({ tools, readOnly, onDetails, onEdit }: ToolsListProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const classes = useColumnStyles();
  const restoreFocus = useRestoreFocusTarget();
  const count = useRef<HTMLSpanElement>(null);
  const view = useToolsView();
  // The deleted row's button is gone: the focus goes to the count, which says what is left.
  const { toggleActive, askToDelete, busyId } = useToolActions(() => count.current?.focus());
  const shown = viewTools(tools, {
    search: view.search,
    sort: view.sort,
    locale: intl.locale,
    installationLabel: (tool) => intl.formatMessage(installationTypeMessages[tool.installationType]),
  });
  const columns = toolColumns(intl, {
    readOnly,
    busyId,
    restoreFocus,
    onDetails,
    onEdit,
    onToggle: toggleActive,
    onDelete: (tool) => void askToDelete(tool),
    classes,
  });

  return (
    <>
      <AdminSearchBox
        className={styles.search}
        value={view.search}
        onSearch={view.setSearch}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
      />
      <Text role="status" ref={count} tabIndex={-1} className={styles.count}>
        {intl.formatMessage(toolCountMessage, { count: shown.length })}
      </Text>
      {shown.length === 0 ? (
        <Text>{intl.formatMessage(tools.length === 0 ? messages.empty : messages.noMatch)}</Text>
      ) : (
        <ToolsTable tools={shown} columns={columns} sort={view.sort} onSortChange={view.setSort} />
      )}
    </>
  );
};
