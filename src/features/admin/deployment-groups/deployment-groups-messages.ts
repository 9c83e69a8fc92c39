import { defineMessage, defineMessages } from 'react-intl';

export const deploymentGroupsMessages = defineMessages({
  title: {
    id: 'admin.deploymentGroups.title',
    defaultMessage: 'Deployment groups',
    description: 'Heading of the administration page of the deployment groups',
  },
  intro: {
    id: 'admin.deploymentGroups.intro',
    defaultMessage:
      'Practices receive their updates through a deployment group. Each group deploys one release to its practices.',
    description: 'Text under the heading of the deployment groups page, saying what a deployment group is',
  },
  loading: {
    id: 'admin.deploymentGroups.loading',
    defaultMessage: 'Loading the deployment groups…',
    description: 'Spinner label while the deployment groups load',
  },
  loadFailed: {
    id: 'admin.deploymentGroups.loadFailed',
    defaultMessage: 'The deployment groups could not be loaded. Please try again later.',
    description: 'Shown in place of the list when the deployment groups could not be loaded',
  },
  empty: {
    id: 'admin.deploymentGroups.empty',
    defaultMessage: 'There is no deployment group.',
    description: 'Shown in place of the table when no deployment group exists',
  },
  tableLabel: {
    id: 'admin.deploymentGroups.tableLabel',
    defaultMessage: 'Deployment groups',
    description: 'Accessible name of the table of deployment groups',
  },
  columnName: {
    id: 'admin.deploymentGroups.columnName',
    defaultMessage: 'Name',
    description: 'Column header of the deployment groups table: the name of the group',
  },
  columnRelease: {
    id: 'admin.deploymentGroups.columnRelease',
    defaultMessage: 'Release',
    description: 'Column header of the deployment groups table: the release (version tag) the group deploys',
  },
  columnActions: {
    id: 'admin.deploymentGroups.columnActions',
    defaultMessage: 'Actions',
    description: 'Column header of the deployment groups table: the buttons of each group',
  },
  edit: {
    id: 'admin.deploymentGroups.edit',
    defaultMessage: 'Edit',
    description: 'Button of a deployment group row that opens its edit dialog',
  },
  name: {
    id: 'admin.deploymentGroups.form.name',
    defaultMessage: 'Name',
    description: 'Label of the field: the name of the deployment group',
  },
  releaseName: {
    id: 'admin.deploymentGroups.form.releaseName',
    defaultMessage: 'Release',
    description: 'Label of the field: the release (version tag) the deployment group deploys',
  },
  releaseHint: {
    id: 'admin.deploymentGroups.form.releaseHint',
    defaultMessage: 'The version tag deployed to the practices of this group, such as 2026.10.2',
    description: 'Help under the release field of the deployment group form',
  },
  save: {
    id: 'admin.deploymentGroups.form.save',
    defaultMessage: 'Save',
    description: 'Button that saves the deployment group',
  },
  saving: {
    id: 'admin.deploymentGroups.form.saving',
    defaultMessage: 'Saving…',
    description: 'The save button of the deployment group form while the save is under way',
  },
  cancel: {
    id: 'admin.deploymentGroups.form.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the deployment group dialog without saving',
  },
  updateFailed: {
    id: 'admin.deploymentGroups.updateFailed',
    defaultMessage: 'The deployment group could not be updated. Please try again later.',
    description: 'Shown in the edit dialog when saving a deployment group failed (server or network)',
  },
});

export const editLabelMessage = defineMessage<{ name: string }>({
  id: 'admin.deploymentGroups.editLabel',
  defaultMessage: 'Edit {name}',
  description: 'Accessible name of the edit button of a deployment group row; {name} is the group name',
});

export const editTitleMessage = defineMessage<{ name: string }>({
  id: 'admin.deploymentGroups.form.title',
  defaultMessage: 'Edit the deployment group {name}',
  description: 'Title of the dialog that edits a deployment group; {name} is its name before the change',
});

export const nameTakenMessage = defineMessage({
  id: 'admin.deploymentGroups.form.nameTaken',
  defaultMessage: 'Another deployment group already has this name',
  description: 'Error under the name field when another deployment group has the same name (409)',
});
