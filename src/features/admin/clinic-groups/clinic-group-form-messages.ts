import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the forms that create a clinic group, rename it and add practices to it. */
export const clinicGroupFormMessages = defineMessages({
  createTitle: {
    id: 'admin.clinicGroups.form.createTitle',
    defaultMessage: 'Create a clinic group',
    description: 'Title of the dialog creating a clinic group',
  },
  name: {
    id: 'admin.clinicGroups.form.name',
    defaultMessage: 'Name',
    description: 'Label of the field: the name of the clinic group',
  },
  createSubmit: {
    id: 'admin.clinicGroups.form.createSubmit',
    defaultMessage: 'Create',
    description: 'Button of the dialog that creates the clinic group',
  },
  creating: {
    id: 'admin.clinicGroups.form.creating',
    defaultMessage: 'Creating…',
    description: 'Label of the create button while the clinic group is being created',
  },
  cancel: {
    id: 'admin.clinicGroups.form.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the dialog creating a clinic group without creating it',
  },
  practice: {
    id: 'admin.clinicGroups.form.practice',
    defaultMessage: 'Practice to add',
    description:
      'Label of the practice picker of a clinic group form: each practice chosen joins the list under it',
  },
  practiceHint: {
    id: 'admin.clinicGroups.form.practiceHint',
    defaultMessage: 'Choose the practices one after the other; each one joins the list below.',
    description: 'Help under the practice picker of a clinic group form',
  },
  chosen: {
    id: 'admin.clinicGroups.form.chosen',
    defaultMessage: 'Chosen practices',
    description: 'Name of the list of the practices chosen in a clinic group form',
  },
  noneChosen: {
    id: 'admin.clinicGroups.form.noneChosen',
    defaultMessage: 'No practice chosen yet.',
    description: 'Shown in place of the list of chosen practices of a clinic group form when it is empty',
  },
  chooseOne: {
    id: 'admin.clinicGroups.form.chooseOne',
    defaultMessage: 'Choose at least one practice',
    description: 'Error under the practice picker when practices are added to a group without choosing any',
  },
  nameTaken: {
    id: 'admin.clinicGroups.form.nameTaken',
    defaultMessage: 'Another clinic group already has this name.',
    description: 'Error under the name of a clinic group: the name is taken by another group (409)',
  },
  practicesRefused: {
    id: 'admin.clinicGroups.form.practicesRefused',
    defaultMessage: 'Some chosen practices cannot join this group: see the list below.',
    description:
      'Error under the practice picker when the server refused some chosen practices, each marked in the list',
  },
  inAnotherGroupUnknown: {
    id: 'admin.clinicGroups.form.inAnotherGroupUnknown',
    defaultMessage:
      'A chosen practice is already in another clinic group. A practice belongs to one group only: remove it from the other group first.',
    description:
      'Error under the practice picker when the server says a chosen practice is in another group (409), which one unknown',
  },
  entryUnknown: {
    id: 'admin.clinicGroups.form.entryUnknown',
    defaultMessage: 'This practice no longer exists: take it off the list.',
    description: 'Error beside a chosen practice that the server does not know (400)',
  },
  entryDuplicate: {
    id: 'admin.clinicGroups.form.entryDuplicate',
    defaultMessage: 'This practice is listed twice: take one off the list.',
    description: 'Error beside a chosen practice listed twice (400)',
  },
  entryRefused: {
    id: 'admin.clinicGroups.form.entryRefused',
    defaultMessage: 'This practice was refused: take it off the list, then choose it again.',
    description: 'Error beside a chosen practice the server refused for another reason (400)',
  },
  checkFields: {
    id: 'admin.clinicGroups.form.checkFields',
    defaultMessage: 'Correct what is marked, then try again.',
    description: 'Message above the buttons of a clinic group form when the server refused some fields',
  },
});

export const removeChoiceMessage = defineMessage<{ name: string }>({
  id: 'admin.clinicGroups.form.removeChoice',
  defaultMessage: 'Take {name} off the list',
  description:
    'Accessible name of the button beside a chosen practice of a clinic group form; {name} is the practice',
});

export const inAnotherGroupMessage = defineMessage<{ group: string }>({
  id: 'admin.clinicGroups.form.inAnotherGroup',
  defaultMessage:
    'Already in the group {group}. A practice belongs to one group only: remove it from that group first.',
  description:
    'Error beside a chosen practice that already belongs to another clinic group (409); {group} is that group',
});

export const tooManyMessage = defineMessage<{ max: number }>({
  id: 'admin.clinicGroups.form.tooMany',
  defaultMessage: 'Choose at most {max, number} practices at once',
  description: 'Error under the practice picker when more practices are chosen than one call takes',
});
