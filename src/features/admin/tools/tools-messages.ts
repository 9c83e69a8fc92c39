import { defineMessage, defineMessages } from 'react-intl';

export const toolsMessages = defineMessages({
  title: {
    id: 'admin.tools.title',
    defaultMessage: 'Updatable tools',
    description: 'Heading of the administration page of the updatable tools and their versions',
  },
  intro: {
    id: 'admin.tools.intro',
    defaultMessage:
      'The tools installed on the practices’ machines, with the version of each that is rolled out. Only active tools are rolled out.',
    description: 'Text under the heading of the updatable tools page, saying what the page is for',
  },
  loading: {
    id: 'admin.tools.loading',
    defaultMessage: 'Loading the tools…',
    description: 'Spinner label while the list of updatable tools loads',
  },
  empty: {
    id: 'admin.tools.empty',
    defaultMessage: 'There is no updatable tool.',
    description: 'Shown in place of the table when no updatable tool exists',
  },
  noMatch: {
    id: 'admin.tools.noMatch',
    defaultMessage: 'No tool matches this search.',
    description: 'Shown in place of the table when the search finds no tool',
  },
  searchPlaceholder: {
    id: 'admin.tools.searchPlaceholder',
    defaultMessage: 'Tool name or executable',
    description: 'Placeholder of the search box above the tools table: what can be searched',
  },
  tableLabel: {
    id: 'admin.tools.tableLabel',
    defaultMessage: 'Updatable tools',
    description: 'Accessible name of the table of updatable tools',
  },
  add: {
    id: 'admin.tools.add',
    defaultMessage: 'Add a tool',
    description: 'Button that opens the dialog creating an updatable tool and its version',
  },
  columnToolName: {
    id: 'admin.tools.column.toolName',
    defaultMessage: 'Tool',
    description: 'Column header of the tools table: the tool name',
  },
  columnLatestVersion: {
    id: 'admin.tools.column.latestVersion',
    defaultMessage: 'Latest version',
    description: 'Column header of the tools table: the version of the tool that is rolled out',
  },
  columnMinimalToolVersion: {
    id: 'admin.tools.column.minimalToolVersion',
    defaultMessage: 'Minimal tool version',
    description: 'Column header of the tools table: oldest installed version that can update itself',
  },
  columnMinimalUtilityVersion: {
    id: 'admin.tools.column.minimalUtilityVersion',
    defaultMessage: 'Minimal utility version',
    description: 'Column header of the tools table: oldest version of the update utility able to install it',
  },
  columnPracticeSystemVersion: {
    id: 'admin.tools.column.practiceSystemVersion',
    defaultMessage: 'Practice system version',
    description:
      'Column header of the tools table: the version of the practice-management system the tool depends on',
  },
  columnMinimumOsVersion: {
    id: 'admin.tools.column.minimumOsVersion',
    defaultMessage: 'Minimum OS',
    description: 'Column header of the tools table: the oldest Windows version the tool runs on',
  },
  columnInstallationType: {
    id: 'admin.tools.column.installationType',
    defaultMessage: 'Installed on',
    description: 'Column header of the tools table: which machines of a practice receive the tool',
  },
  columnExecutablePath: {
    id: 'admin.tools.column.executablePath',
    defaultMessage: 'Executable path',
    description: 'Column header of the tools table: where the tool’s executable is once installed',
  },
  columnAlwaysRunning: {
    id: 'admin.tools.column.alwaysRunning',
    defaultMessage: 'Always running',
    description: 'Column header of the tools table: whether the tool runs permanently (yes or no)',
  },
  columnActive: {
    id: 'admin.tools.column.active',
    defaultMessage: 'Status',
    description: 'Column header of the tools table: active (rolled out) or inactive',
  },
  columnActions: {
    id: 'admin.tools.column.actions',
    defaultMessage: 'Actions',
    description: 'Column header of the tools table: the buttons of each tool',
  },
  active: {
    id: 'admin.tools.active',
    defaultMessage: 'Active',
    description: 'Status of a tool that is rolled out to the practices',
  },
  inactive: {
    id: 'admin.tools.inactive',
    defaultMessage: 'Inactive',
    description: 'Status of a tool that is not rolled out to the practices',
  },
  edit: {
    id: 'admin.tools.edit',
    defaultMessage: 'Edit',
    description: 'Button of a tool row that opens its edit dialog',
  },
  activate: {
    id: 'admin.tools.activate',
    defaultMessage: 'Activate',
    description: 'Button of an inactive tool row that rolls the tool out to the practices',
  },
  deactivate: {
    id: 'admin.tools.deactivate',
    defaultMessage: 'Deactivate',
    description: 'Button of an active tool row that stops rolling the tool out',
  },
  delete: {
    id: 'admin.tools.delete',
    defaultMessage: 'Delete',
    description: 'Button of a tool row, and of its confirmation dialog, that deletes the tool',
  },
});

type ToolValues = { tool: string };

export const toolCountMessage = defineMessage<{ count: number }>({
  id: 'admin.tools.count',
  defaultMessage: '{count, plural, one {# tool} other {# tools}}',
  description: 'How many updatable tools the table shows (after the search)',
});

export const detailsLabelMessage = defineMessage<ToolValues>({
  id: 'admin.tools.detailsLabel',
  defaultMessage: 'Details of {tool}',
  description: 'Tooltip of the tool name button that opens all the details of the tool; {tool} is its name',
});

export const editLabelMessage = defineMessage<ToolValues>({
  id: 'admin.tools.editLabel',
  defaultMessage: 'Edit {tool}',
  description: 'Accessible name of the edit button of a tool row; {tool} is the tool name',
});

export const activateLabelMessage = defineMessage<ToolValues>({
  id: 'admin.tools.activateLabel',
  defaultMessage: 'Activate {tool}',
  description: 'Accessible name of the activate button of a tool row; {tool} is the tool name',
});

export const deactivateLabelMessage = defineMessage<ToolValues>({
  id: 'admin.tools.deactivateLabel',
  defaultMessage: 'Deactivate {tool}',
  description: 'Accessible name of the deactivate button of a tool row; {tool} is the tool name',
});

export const deleteLabelMessage = defineMessage<ToolValues>({
  id: 'admin.tools.deleteLabel',
  defaultMessage: 'Delete {tool}',
  description: 'Accessible name of the delete button of a tool row; {tool} is the tool name',
});

export const confirmDeleteTitleMessage = defineMessage<ToolValues>({
  id: 'admin.tools.confirmDelete.title',
  defaultMessage: 'Delete the tool {tool}?',
  description: 'Title of the dialog confirming the deletion of a tool; {tool} is its name',
});

export const confirmDeleteTextMessage = defineMessage<ToolValues>({
  id: 'admin.tools.confirmDelete.text',
  defaultMessage:
    '{tool} and its installer will be deleted. Practices that installed it keep their copy, but no longer receive its updates.',
  description: 'Text of the dialog confirming the deletion of a tool; {tool} is its name',
});

export const activatedMessage = defineMessage<ToolValues>({
  id: 'admin.tools.activated',
  defaultMessage: '{tool} is now active: it is rolled out to the practices.',
  description: 'Snackbar after a tool was activated; {tool} is its name',
});

export const deactivatedMessage = defineMessage<ToolValues>({
  id: 'admin.tools.deactivated',
  defaultMessage: '{tool} is now inactive: it is no longer rolled out.',
  description: 'Snackbar after a tool was deactivated; {tool} is its name',
});
