import {
  Badge,
  Button,
  Link,
  makeStyles,
  tokens,
  type useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  DeleteRegular,
  EditRegular,
  PauseCircleRegular,
} from '@fluentui/react-icons';
import type { IntlShape } from 'react-intl';
import type { ToolVersion } from '@/api/generated/tools/model';
import type { TableColumn } from '@/components/data-table/client-table';
import { adminMessages } from '../shared/admin-messages';
import { installationTypeMessages } from './installation-type-messages';
import {
  activateLabelMessage,
  deactivateLabelMessage,
  deleteLabelMessage,
  detailsLabelMessage,
  editLabelMessage,
  toolsMessages as messages,
} from './tools-messages';

export const useColumnStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  path: { fontFamily: tokens.fontFamilyMonospace },
});

/** Its id is also the column of the sort values (`toolName` of `toolName:asc`). */
export type ToolColumn = TableColumn<ToolVersion>;

interface ColumnOptions {
  readOnly: boolean;
  /** The tool whose flag is changing or that is being deleted: its buttons wait. */
  busyId: number | undefined;
  /** useRestoreFocusTarget(): a closing dialog gives the focus back to what opened it. */
  restoreFocus: ReturnType<typeof useRestoreFocusTarget>;
  onDetails: (tool: ToolVersion) => void;
  onEdit: (tool: ToolVersion) => void;
  onToggle: (tool: ToolVersion) => void;
  onDelete: (tool: ToolVersion) => void;
  classes: ReturnType<typeof useColumnStyles>;
}

/** Every field of the issue, in words, and what can be done with each tool (nothing when read-only). */
export const toolColumns = (
  intl: IntlShape,
  { readOnly, busyId, restoreFocus, onDetails, onEdit, onToggle, onDelete, classes }: ColumnOptions,
): ToolColumn[] => {
  const columns: ToolColumn[] = [
    {
      id: 'toolName',
      header: intl.formatMessage(messages.columnToolName),
      cell: (tool) => (
        <Link
          {...restoreFocus}
          as="button"
          aria-haspopup="dialog"
          title={intl.formatMessage(detailsLabelMessage, { tool: tool.toolName })}
          onClick={() => onDetails(tool)}
        >
          {tool.toolName}
        </Link>
      ),
    },
    {
      id: 'latestVersion',
      header: intl.formatMessage(messages.columnLatestVersion),
      cell: (tool) => tool.latestVersion,
    },
    {
      id: 'minimalToolVersion',
      header: intl.formatMessage(messages.columnMinimalToolVersion),
      cell: (tool) => tool.minimalToolVersion,
    },
    {
      id: 'minimalUtilityVersion',
      header: intl.formatMessage(messages.columnMinimalUtilityVersion),
      cell: (tool) => tool.minimalUtilityVersion,
    },
    {
      id: 'dependentPracticeSystemVersion',
      header: intl.formatMessage(messages.columnPracticeSystemVersion),
      cell: (tool) => tool.dependentPracticeSystemVersion,
    },
    {
      id: 'minimumOsVersion',
      header: intl.formatMessage(messages.columnMinimumOsVersion),
      cell: (tool) => tool.minimumOsVersion,
    },
    {
      id: 'installationType',
      header: intl.formatMessage(messages.columnInstallationType),
      cell: (tool) => intl.formatMessage(installationTypeMessages[tool.installationType]),
    },
    {
      id: 'executablePath',
      header: intl.formatMessage(messages.columnExecutablePath),
      cell: (tool) => <span className={classes.path}>{tool.executablePath}</span>,
    },
    {
      id: 'isAlwaysRunning',
      header: intl.formatMessage(messages.columnAlwaysRunning),
      cell: (tool) => intl.formatMessage(tool.isAlwaysRunning ? adminMessages.yes : adminMessages.no),
    },
    {
      id: 'active',
      header: intl.formatMessage(messages.columnActive),
      cell: (tool) => (
        <Badge appearance="tint" color={tool.active ? 'success' : 'informative'}>
          {intl.formatMessage(tool.active ? messages.active : messages.inactive)}
        </Badge>
      ),
    },
  ];
  if (readOnly) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: intl.formatMessage(messages.columnActions),
      cell: (tool) => {
        const values = { tool: tool.toolName };
        const busy = busyId === tool.idUpdatableTool;
        return (
          <div className={classes.actions}>
            <Button
              {...restoreFocus}
              size="small"
              icon={<EditRegular />}
              aria-label={intl.formatMessage(editLabelMessage, values)}
              aria-haspopup="dialog"
              onClick={() => onEdit(tool)}
            >
              {intl.formatMessage(messages.edit)}
            </Button>
            <Button
              size="small"
              icon={tool.active ? <PauseCircleRegular /> : <CheckmarkCircleRegular />}
              disabledFocusable={busy}
              aria-label={intl.formatMessage(
                tool.active ? deactivateLabelMessage : activateLabelMessage,
                values,
              )}
              onClick={() => onToggle(tool)}
            >
              {intl.formatMessage(tool.active ? messages.deactivate : messages.activate)}
            </Button>
            <Button
              size="small"
              icon={<DeleteRegular />}
              disabledFocusable={busy}
              aria-label={intl.formatMessage(deleteLabelMessage, values)}
              onClick={() => onDelete(tool)}
            >
              {intl.formatMessage(messages.delete)}
            </Button>
          </div>
        );
      },
    },
  ];
};
