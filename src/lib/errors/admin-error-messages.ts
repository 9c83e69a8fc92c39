import { defineMessages } from 'react-intl';
import { problemCodeMessages } from './problem-code-messages';

/** Failures of the administration screens: users, tool versions, clinic groups (SPEC §8). */
export const userErrorMessages = {
  ...defineMessages({
    fetchRolesFailed: {
      id: 'errors.user.fetchRoles',
      defaultMessage: 'The roles of this user could not be fetched.',
      description: 'Loading the roles of a user failed',
    },
    migrateFailed: {
      id: 'errors.user.migrate',
      defaultMessage: 'The user could not be migrated.',
      description: 'Migrating a user to the new permission model failed',
    },
    removeRoleFailed: {
      id: 'errors.user.removeRole',
      defaultMessage: 'Removing the role or permission failed.',
      description: 'Removing a role or a permission from a user failed',
    },
    updateFailed: {
      id: 'errors.user.update',
      defaultMessage: 'Error updating the user.',
      description: 'Saving changes to a user failed',
    },
    deleteFailed: {
      id: 'errors.user.delete',
      defaultMessage: 'Error deleting the user.',
      description: 'Deleting a user failed',
    },
  }),
  mustMigrateFirst: problemCodeMessages.USER_NOT_MIGRATED,
};

export const toolErrorMessages = defineMessages({
  fetchToolsFailed: {
    id: 'errors.tools.fetchTools',
    defaultMessage: 'The tools could not be fetched.',
    description: 'Loading the list of updatable tools failed',
  },
  fetchVersionsFailed: {
    id: 'errors.tools.fetchVersions',
    defaultMessage: 'The tool versions could not be fetched.',
    description: 'Loading the versions of the updatable tools failed',
  },
  deleteFailed: {
    id: 'errors.tools.delete',
    defaultMessage: 'The tool version could not be deleted.',
    description: 'Deleting a tool version failed',
  },
  updateFailed: {
    id: 'errors.tools.update',
    defaultMessage: 'The tool version could not be updated.',
    description: 'Saving a tool version failed',
  },
  createFailed: {
    id: 'errors.tools.create',
    defaultMessage: 'The tool version could not be created.',
    description: 'Creating a tool version failed',
  },
  activateFailed: {
    id: 'errors.tools.activate',
    defaultMessage: 'The tool version could not be activated.',
    description: 'Turning on the active flag of a tool version failed',
  },
  deactivateFailed: {
    id: 'errors.tools.deactivate',
    defaultMessage: 'The tool version could not be deactivated.',
    description: 'Turning off the active flag of a tool version failed',
  },
});

export const clinicGroupErrorMessages = defineMessages({
  fetchGroupsFailed: {
    id: 'errors.clinicGroups.fetchGroups',
    defaultMessage: 'The clinic groups could not be fetched.',
    description: 'Loading the list of clinic groups failed',
  },
  fetchPracticesFailed: {
    id: 'errors.clinicGroups.fetchPractices',
    defaultMessage: 'The practices could not be fetched.',
    description: 'Loading the practices (clinics) to put in a clinic group failed',
  },
  deleteFailed: {
    id: 'errors.clinicGroups.delete',
    defaultMessage: 'The clinic group could not be deleted.',
    description: 'Deleting a clinic group failed',
  },
  updateFailed: {
    id: 'errors.clinicGroups.update',
    defaultMessage: 'The clinic group could not be updated.',
    description: 'Saving a clinic group failed',
  },
  createFailed: {
    id: 'errors.clinicGroups.create',
    defaultMessage: 'The clinic group could not be created.',
    description: 'Creating a clinic group failed',
  },
});
