import { defineMessages } from 'react-intl';

/** Confirmations shown in a success snackbar (SPEC §8, §9: 4000 ms). */
export const successMessages = defineMessages({
  saved: {
    id: 'success.saved',
    defaultMessage: 'Changes saved.',
    description: 'Snackbar after any successful save',
  },
  goalsSaved: {
    id: 'success.goalsSaved',
    defaultMessage: 'Goals saved.',
    description: 'Snackbar after the yearly analytics goals were saved',
  },
  moduleUpdated: {
    id: 'success.moduleUpdated',
    defaultMessage: 'The module has been updated. The change can take up to 15 minutes to apply.',
    description: 'Snackbar after a practice module was turned on or off; changes take up to 15 minutes',
  },
  userMigrated: {
    id: 'success.userMigrated',
    defaultMessage: 'The user has been migrated.',
    description: 'Snackbar after a user was migrated to the new permission model',
  },
  userUpdated: {
    id: 'success.userUpdated',
    defaultMessage: 'The user has been updated.',
    description: 'Snackbar after a user was saved',
  },
  userDeleted: {
    id: 'success.userDeleted',
    defaultMessage: 'The user has been deleted.',
    description: 'Snackbar after a user was deleted',
  },
  roleRemoved: {
    id: 'success.roleRemoved',
    defaultMessage: 'The role has been removed.',
    description: 'Snackbar after a role was removed from a user',
  },
  toolCreated: {
    id: 'success.toolCreated',
    defaultMessage: 'The tool version has been created.',
    description: 'Snackbar after a tool version was created',
  },
  toolUpdated: {
    id: 'success.toolUpdated',
    defaultMessage: 'The tool version has been updated.',
    description: 'Snackbar after a tool version was saved',
  },
  toolDeleted: {
    id: 'success.toolDeleted',
    defaultMessage: 'The tool version has been deleted.',
    description: 'Snackbar after a tool version was deleted',
  },
  groupCreated: {
    id: 'success.groupCreated',
    defaultMessage: 'The clinic group has been created.',
    description: 'Snackbar after a clinic group was created',
  },
  groupUpdated: {
    id: 'success.groupUpdated',
    defaultMessage: 'The clinic group has been updated.',
    description: 'Snackbar after a clinic group was saved',
  },
  groupDeleted: {
    id: 'success.groupDeleted',
    defaultMessage: 'The clinic group has been deleted.',
    description: 'Snackbar after a clinic group was deleted',
  },
  clinicsRemoved: {
    id: 'success.clinicsRemoved',
    defaultMessage: 'The clinics have been removed from the group.',
    description: 'Snackbar after practices (clinics) were removed from a clinic group',
  },
});
