import { defineMessage, defineMessages } from 'react-intl';

/** The detail of one user: its summary, the profile form and the account actions. */
export const userDetailMessages = defineMessages({
  loading: {
    id: 'admin.users.detail.loading',
    defaultMessage: 'Loading the user…',
    description: 'Spinner label while the details of a user load',
  },
  migrated: {
    id: 'admin.users.detail.migrated',
    defaultMessage: 'Migrated',
    description: 'Badge of a user already migrated to the role model',
  },
  notMigrated: {
    id: 'admin.users.detail.notMigrated',
    defaultMessage: 'Not migrated',
    description: 'Badge of a user not migrated to the role model yet (legacy permissions only)',
  },
  neverSignedIn: {
    id: 'admin.users.detail.neverSignedIn',
    defaultMessage: 'Never signed in',
    description: 'Details of a user who has never signed in to the portal',
  },
  profileHeading: {
    id: 'admin.users.detail.profileHeading',
    defaultMessage: 'Name and email',
    description: 'Heading of the section of a user’s details with their name and email',
  },
  save: {
    id: 'admin.users.detail.save',
    defaultMessage: 'Save',
    description: 'Button saving the name and email of a user',
  },
  saving: {
    id: 'admin.users.detail.saving',
    defaultMessage: 'Saving…',
    description: 'The save button of a user form while the save runs',
  },
  undo: {
    id: 'admin.users.detail.undo',
    defaultMessage: 'Undo changes',
    description: 'Button putting a user form back to what is saved',
  },
  accountHeading: {
    id: 'admin.users.detail.accountHeading',
    defaultMessage: 'Account',
    description: 'Heading of the section of a user’s details with the password reset and the deletion',
  },
  resetPassword: {
    id: 'admin.users.detail.resetPassword',
    defaultMessage: 'Reset the password',
    description: 'Button starting a password reset for the user (they receive an email)',
  },
  resetTitle: {
    id: 'admin.users.detail.resetTitle',
    defaultMessage: 'Reset the password of {name}?',
    description: 'Title of the dialog confirming a password reset; {name} is the user’s full name',
  },
  resetText: {
    id: 'admin.users.detail.resetText',
    defaultMessage:
      'Their current password stops working at once. They receive an email at {email} to choose a new one.',
    description: 'Text of the dialog confirming a password reset; {email} is the user’s email',
  },
  resetConfirm: {
    id: 'admin.users.detail.resetConfirm',
    defaultMessage: 'Reset',
    description: 'Button of the dialog that confirms the password reset',
  },
  resetSent: {
    id: 'admin.users.detail.resetSent',
    defaultMessage: 'The password has been reset. {email} will receive an email to choose a new one.',
    description: 'Snackbar after a password reset was started; {email} is the user’s email',
  },
  resetFailed: {
    id: 'admin.users.detail.resetFailed',
    defaultMessage: 'The password could not be reset. Please try again later.',
    description: 'Snackbar when starting a password reset failed',
  },
  deleteUser: {
    id: 'admin.users.detail.delete',
    defaultMessage: 'Delete the user',
    description: 'Button deleting the user (asks for a confirmation first)',
  },
  deleteTitle: {
    id: 'admin.users.detail.deleteTitle',
    defaultMessage: 'Delete {name}?',
    description: 'Title of the dialog confirming the deletion of a user; {name} is their full name',
  },
  deleteText: {
    id: 'admin.users.detail.deleteText',
    defaultMessage:
      'Their account, roles and permissions are deleted and they can no longer sign in. This cannot be undone.',
    description: 'Text of the dialog confirming the deletion of a user',
  },
  deleteConfirm: {
    id: 'admin.users.detail.deleteConfirm',
    defaultMessage: 'Delete',
    description: 'Button of the dialog that confirms the deletion of a user',
  },
});

export const createdOnMessage = defineMessage<{ date: string }>({
  id: 'admin.users.detail.createdOn',
  defaultMessage: 'Created on {date}',
  description:
    'When the user was created, in the details of a user; {date} is a date in words, e.g. "December 1, 2026" / « 1er décembre 2026 »',
});

export const lastSignInMessage = defineMessage<{ date: string }>({
  id: 'admin.users.detail.lastSignIn',
  defaultMessage: 'Last signed in on {date}',
  description:
    'When the user last signed in, in the details of a user; {date} is a date in words, e.g. "December 1, 2026" / « 1er décembre 2026 »',
});

export const usernameMessage = defineMessage<{ username: string }>({
  id: 'admin.users.detail.username',
  defaultMessage: 'Username: {username}',
  description: 'The sign-in name of a user, in their details (legacy users have one other than their email)',
});
