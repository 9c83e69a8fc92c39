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
  // Three buttons side by side when they fit, one under the other when a language needs more.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
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

/**
 * What a system administrator scans the list for: each tool, its latest version, where it goes,
 * whether it is deployed, and what can be done with it (nothing when read-only). The other fields
 * (minimal versions, OS, executable, always running) are in the tool's details, a click on its
 * name away: eleven columns did not fit a 1280 px window and its edge cut the last ones.
 */
export const toolColumns = (
  intl: IntlShape,
  { readOnly, busyId, restoreFocus, onDetails, onEdit, onToggle, onDelete, classes }: ColumnOptions,
): ToolColumn[] => {
  const columns: ToolColumn[] = [
    {
      id: 'toolName',
      header: intl.formatMessage(messages.columnToolName),
      wrap: true,
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
      id: 'installationType',
      header: intl.formatMessage(messages.columnInstallationType),
      wrap: true,
      // In the tool's details, which its name opens.
      secondary: true,
      cell: (tool) => intl.formatMessage(installationTypeMessages[tool.installationType]),
    },
    {
      id: 'active',
      header: intl.formatMessage(messages.columnActive),
      secondary: true,
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
