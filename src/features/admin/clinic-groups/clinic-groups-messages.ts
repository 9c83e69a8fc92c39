import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the clinic groups list and of a group's detail (`admin.clinicGroups.`). */
export const clinicGroupsMessages = defineMessages({
  title: {
    id: 'admin.clinicGroups.title',
    defaultMessage: 'Clinic groups',
    description: 'Heading of the administration page of the clinic groups (named sets of practices)',
  },
  intro: {
    id: 'admin.clinicGroups.intro',
    defaultMessage:
      'Named sets of practices, such as the clinics of one owner. A group role gives access to every practice of its group, and a practice belongs to one group at most.',
    description: 'Text under the heading of the clinic groups page, saying what a clinic group is for',
  },
  loading: {
    id: 'admin.clinicGroups.loading',
    defaultMessage: 'Loading the clinic groups…',
    description: 'Spinner label while the list of clinic groups loads',
  },
  empty: {
    id: 'admin.clinicGroups.empty',
    defaultMessage: 'There is no clinic group yet.',
    description: 'Shown in place of the table when no clinic group exists',
  },
  noMatch: {
    id: 'admin.clinicGroups.noMatch',
    defaultMessage: 'No clinic group matches this search.',
    description: 'Shown in place of the table when the search finds no clinic group',
  },
  searchPlaceholder: {
    id: 'admin.clinicGroups.searchPlaceholder',
    defaultMessage: 'Group name',
    description: 'Placeholder of the search box above the clinic groups table: what can be searched',
  },
  tableLabel: {
    id: 'admin.clinicGroups.tableLabel',
    defaultMessage: 'Clinic groups',
    description: 'Accessible name of the table of clinic groups',
  },
  columnName: {
    id: 'admin.clinicGroups.column.name',
    defaultMessage: 'Name',
    description: 'Column header of the clinic groups table: the name of the group',
  },
  columnClinics: {
    id: 'admin.clinicGroups.column.clinics',
    defaultMessage: 'Number of clinics',
    description: 'Column header of the clinic groups table: how many practices the group holds',
  },
  create: {
    id: 'admin.clinicGroups.create',
    defaultMessage: 'Create a group',
    description: 'Button that opens the dialog creating a clinic group',
  },
  detailLabel: {
    id: 'admin.clinicGroups.detailLabel',
    defaultMessage: 'Clinic group details',
    description: 'Accessible name of the panel showing one clinic group beside the list',
  },
  loadingGroup: {
    id: 'admin.clinicGroups.loadingGroup',
    defaultMessage: 'Loading the clinic group…',
    description: 'Spinner label while one clinic group loads in the detail panel',
  },
  membersHeading: {
    id: 'admin.clinicGroups.members.heading',
    defaultMessage: 'Practices of the group',
    description: 'Heading of the list of the practices that belong to the clinic group',
  },
  noMembers: {
    id: 'admin.clinicGroups.members.none',
    defaultMessage: 'This group has no practice yet.',
    description: 'Shown in place of the list of practices of a clinic group that has none',
  },
  remove: {
    id: 'admin.clinicGroups.members.remove',
    defaultMessage: 'Remove',
    description:
      'Button beside a practice of a clinic group: removes it from the group (after a confirmation)',
  },
  removeConfirm: {
    id: 'admin.clinicGroups.members.removeConfirm',
    defaultMessage: 'Remove',
    description: 'Accepting button of the dialog confirming the removal of a practice from a clinic group',
  },
  removeText: {
    id: 'admin.clinicGroups.members.removeText',
    defaultMessage:
      'The users who hold a role over this group will no longer see this practice. The practice itself is kept.',
    description:
      'Text of the dialog confirming the removal of a practice from a clinic group: who is affected',
  },
  nameHeading: {
    id: 'admin.clinicGroups.name.heading',
    defaultMessage: 'Name of the group',
    description: 'Heading of the section of a clinic group’s detail where it is renamed',
  },
  save: {
    id: 'admin.clinicGroups.name.save',
    defaultMessage: 'Save the name',
    description: 'Button that saves the new name of a clinic group',
  },
  saving: {
    id: 'admin.clinicGroups.name.saving',
    defaultMessage: 'Saving…',
    description: 'Label of the save button of a clinic group’s name while the save runs',
  },
  undo: {
    id: 'admin.clinicGroups.name.undo',
    defaultMessage: 'Undo changes',
    description: 'Button that puts back the saved name of a clinic group',
  },
  addHeading: {
    id: 'admin.clinicGroups.add.heading',
    defaultMessage: 'Add practices',
    description: 'Heading of the section of a clinic group’s detail where practices are added to it',
  },
  addSubmit: {
    id: 'admin.clinicGroups.add.submit',
    defaultMessage: 'Add to the group',
    description: 'Button that adds the chosen practices to the clinic group',
  },
  adding: {
    id: 'admin.clinicGroups.add.adding',
    defaultMessage: 'Adding…',
    description: 'Label of the add button while the practices are being added to the clinic group',
  },
  deleteHeading: {
    id: 'admin.clinicGroups.delete.heading',
    defaultMessage: 'Delete the group',
    description: 'Heading of the section of a clinic group’s detail where the group is deleted',
  },
  deleteIntro: {
    id: 'admin.clinicGroups.delete.intro',
    defaultMessage:
      'Its practices are not deleted: they simply belong to no group. A group over which users still hold a role cannot be deleted.',
    description: 'Text above the delete button of a clinic group: what deleting does and when it is refused',
  },
  delete: {
    id: 'admin.clinicGroups.delete.button',
    defaultMessage: 'Delete the group',
    description: 'Button that deletes the clinic group (after a confirmation)',
  },
  deleteConfirm: {
    id: 'admin.clinicGroups.delete.confirm',
    defaultMessage: 'Delete',
    description: 'Accepting button of the dialog confirming the deletion of a clinic group',
  },
  deleteText: {
    id: 'admin.clinicGroups.delete.text',
    defaultMessage: 'Its practices are not deleted: they will belong to no group.',
    description: 'Text of the dialog confirming the deletion of a clinic group',
  },
  deleteHasRoles: {
    id: 'admin.clinicGroups.delete.hasRoles',
    defaultMessage:
      'This group cannot be deleted while users hold a role over it. Remove those roles in the users’ administration first, then delete the group.',
    description:
      'Snackbar when deleting a clinic group is refused because user roles are still given over it (409)',
  },
});

export const groupCountMessage = defineMessage<{ count: number }>({
  id: 'admin.clinicGroups.count',
  defaultMessage: '{count, plural, =0 {No group} one {# group} other {# groups}}',
  description: 'Above the clinic groups table: how many groups the search finds',
});

export const memberCountMessage = defineMessage<{ count: number }>({
  id: 'admin.clinicGroups.members.count',
  defaultMessage: '{count, plural, =0 {No practice} one {# practice} other {# practices}}',
  description: 'Under the name of a clinic group in its detail: how many practices it holds',
});

export const removeLabelMessage = defineMessage<{ name: string }>({
  id: 'admin.clinicGroups.members.removeLabel',
  defaultMessage: 'Remove {name} from the group',
  description:
    'Accessible name of the remove button beside a practice of a clinic group; {name} is the practice',
});

export const removeTitleMessage = defineMessage<{ practice: string; group: string }>({
  id: 'admin.clinicGroups.members.removeTitle',
  defaultMessage: 'Remove {practice} from the group {group}?',
  description: 'Title of the dialog confirming the removal of a practice from a clinic group',
});

export const deleteTitleMessage = defineMessage<{ name: string }>({
  id: 'admin.clinicGroups.delete.title',
  defaultMessage: 'Delete the clinic group {name}?',
  description: 'Title of the dialog confirming the deletion of a clinic group; {name} is the group',
});
