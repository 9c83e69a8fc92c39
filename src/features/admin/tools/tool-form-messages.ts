import { defineMessage, defineMessages } from 'react-intl';

export const toolFormMessages = defineMessages({
  createTitle: {
    id: 'admin.tools.form.createTitle',
    defaultMessage: 'Add a tool',
    description: 'Title of the dialog that creates an updatable tool and its version',
  },
  createNote: {
    id: 'admin.tools.form.createNote',
    defaultMessage: 'A new tool starts inactive: activate it once it has been checked.',
    description: 'Note at the top of the dialog creating a tool: new tools are not rolled out at first',
  },
  toolName: {
    id: 'admin.tools.form.toolName',
    defaultMessage: 'Tool name',
    description: 'Label of the field: the name of the tool',
  },
  latestVersion: {
    id: 'admin.tools.form.latestVersion',
    defaultMessage: 'Latest version',
    description: 'Label of the field: the version of the tool to roll out',
  },
  versionHint: {
    id: 'admin.tools.form.versionHint',
    defaultMessage: 'Numbers separated by dots, such as 4.12.0',
    description: 'Help under the latest version field of the tool form',
  },
  minimalToolVersion: {
    id: 'admin.tools.form.minimalToolVersion',
    defaultMessage: 'Minimal tool version',
    description: 'Label of the field: oldest installed version of the tool that can update itself',
  },
  minimalToolVersionHint: {
    id: 'admin.tools.form.minimalToolVersionHint',
    defaultMessage: 'Older installations are reinstalled instead of updated',
    description: 'Help under the minimal tool version field of the tool form',
  },
  minimalUtilityVersion: {
    id: 'admin.tools.form.minimalUtilityVersion',
    defaultMessage: 'Minimal utility version',
    description: 'Label of the field: oldest version of the update utility able to install this version',
  },
  minimalUtilityVersionHint: {
    id: 'admin.tools.form.minimalUtilityVersionHint',
    defaultMessage: 'Oldest version of the update utility able to install this version',
    description: 'Help under the minimal utility version field of the tool form',
  },
  practiceSystemVersion: {
    id: 'admin.tools.form.practiceSystemVersion',
    defaultMessage: 'Practice system version',
    description: 'Label of the field: the practice-management system version the tool depends on',
  },
  practiceSystemVersionHint: {
    id: 'admin.tools.form.practiceSystemVersionHint',
    defaultMessage: 'Installed only on practices running this version or a later one',
    description: 'Help under the practice system version field of the tool form',
  },
  minimumOsVersion: {
    id: 'admin.tools.form.minimumOsVersion',
    defaultMessage: 'Minimum OS version',
    description: 'Label of the field: the oldest Windows version the tool runs on',
  },
  minimumOsVersionHint: {
    id: 'admin.tools.form.minimumOsVersionHint',
    defaultMessage: 'Oldest Windows version the tool runs on, such as Windows 10 22H2',
    description: 'Help under the minimum OS version field of the tool form',
  },
  executablePath: {
    id: 'admin.tools.form.executablePath',
    defaultMessage: 'Executable path',
    description: 'Label of the field: where the tool’s executable is once installed',
  },
  executablePathHint: {
    id: 'admin.tools.form.executablePathHint',
    defaultMessage: 'Absolute Windows path once installed, such as C:\\Program Files\\Tool\\Tool.exe',
    description: 'Help under the executable path field of the tool form',
  },
  installationType: {
    id: 'admin.tools.form.installationType',
    defaultMessage: 'Installed on',
    description: 'Label of the field: which machines of a practice receive the tool',
  },
  chooseInstallationType: {
    id: 'admin.tools.form.chooseInstallationType',
    defaultMessage: 'Choose the machines',
    description: 'Empty first choice of the installation type field, before one is chosen',
  },
  isAlwaysRunning: {
    id: 'admin.tools.form.isAlwaysRunning',
    defaultMessage: 'Always running (a service, stopped for each update)',
    description: 'Checkbox of the tool form: the tool runs permanently and must be stopped to update',
  },
  installer: {
    id: 'admin.tools.form.installer',
    defaultMessage: 'Installer',
    description: 'Label of the choice of where the tool’s installer comes from',
  },
  installerKeep: {
    id: 'admin.tools.form.installerKeep',
    defaultMessage: 'Keep the current installer',
    description: 'Choice of the edit form: the installer does not change',
  },
  installerFile: {
    id: 'admin.tools.form.installerFile',
    defaultMessage: 'Upload the installer file',
    description: 'Choice of the tool form: the installer is uploaded with the form',
  },
  installerUrl: {
    id: 'admin.tools.form.installerUrl',
    defaultMessage: 'Give the address of an installer hosted elsewhere',
    description: 'Choice of the tool form: the installer is downloaded from an address given in the form',
  },
  file: {
    id: 'admin.tools.form.file',
    defaultMessage: 'Installer file',
    description: 'Label of the file picker of the tool form',
  },
  emptyFile: {
    id: 'admin.tools.form.emptyFile',
    defaultMessage: 'The file is empty: choose another one',
    description: 'Error under the installer file picker when the chosen file has no content',
  },
  downloadUrl: {
    id: 'admin.tools.form.downloadUrl',
    defaultMessage: 'Download address',
    description: 'Label of the field: the https address the installer is downloaded from',
  },
  downloadUrlHint: {
    id: 'admin.tools.form.downloadUrlHint',
    defaultMessage: 'An https address, such as https://downloads.example.ca/tool/1.2.0/Tool.msi',
    description: 'Help under the download address field of the tool form',
  },
  httpsUrl: {
    id: 'admin.tools.form.httpsUrl',
    defaultMessage: 'Enter a complete address starting with https://',
    description: 'Error under the download address field when it is not a valid https address',
  },
  version: {
    id: 'admin.tools.form.version',
    defaultMessage: 'Enter 3 or 4 numbers separated by dots, such as 4.12.0',
    description: 'Error under a version field whose value is not a dotted version',
  },
  windowsPath: {
    id: 'admin.tools.form.windowsPath',
    defaultMessage: 'Enter an absolute Windows path, such as C:\\Program Files\\Tool\\Tool.exe',
    description: 'Error under the executable path field when it is not an absolute Windows path',
  },
  selectorQuery: {
    id: 'admin.tools.form.selectorQuery',
    defaultMessage: 'Selector query (optional)',
    description: 'Label of the field: the SQL query choosing the practices that receive the tool',
  },
  selectorQueryHint: {
    id: 'admin.tools.form.selectorQueryHint',
    defaultMessage:
      'SQL run on the practice’s database before installing: the tool is installed only when the query returns 1. Leave it empty to install the tool on every practice matching the installation type.',
    description: 'Help under the selector query field of the tool form (SPEC: must return 1 to succeed)',
  },
  nameTaken: {
    id: 'admin.tools.form.nameTaken',
    defaultMessage: 'Another tool already has this name',
    description: 'Error under the tool name field when another tool has the same name (409)',
  },
  create: {
    id: 'admin.tools.form.create',
    defaultMessage: 'Add the tool',
    description: 'Button that creates the tool',
  },
  save: {
    id: 'admin.tools.form.save',
    defaultMessage: 'Save',
    description: 'Button that saves the changes to a tool',
  },
  saving: {
    id: 'admin.tools.form.saving',
    defaultMessage: 'Saving…',
    description: 'The save or create button of the tool form while the call is under way',
  },
  cancel: {
    id: 'admin.tools.form.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the tool form without saving',
  },
});

export const editTitleMessage = defineMessage<{ tool: string }>({
  id: 'admin.tools.form.editTitle',
  defaultMessage: 'Edit the tool {tool}',
  description: 'Title of the dialog that edits a tool; {tool} is its name before the change',
});

export const currentInstallerMessage = defineMessage<{ url: string }>({
  id: 'admin.tools.form.currentInstaller',
  defaultMessage: 'Now: {url}',
  description: 'Under the choice "Keep the current installer": the address of the current installer',
});

export const fileHintMessage = defineMessage<{ types: string; megabytes: number }>({
  id: 'admin.tools.form.fileHint',
  defaultMessage: 'A file of type {types}, of at most {megabytes, number} MB',
  description:
    'Help under the installer file picker; {types} lists the accepted types, e.g. ".exe, .msi, .zip"',
});
