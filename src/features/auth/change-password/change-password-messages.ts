import { defineMessages } from 'react-intl';

export const changePasswordMessages = defineMessages({
  title: {
    id: 'auth.changePassword.title',
    defaultMessage: 'Change your password',
    description:
      'Title of the dialog, opened from the account menu, where the signed-in user changes their password',
  },
  intro: {
    id: 'auth.changePassword.intro',
    defaultMessage: 'Your session stays open on this computer.',
    description:
      'Sentence at the top of the change-password dialog: changing the password does not sign the user out',
  },
  currentPassword: {
    id: 'auth.changePassword.currentPassword',
    defaultMessage: 'Current password',
    description: 'Label of the field for the password the user signs in with today',
  },
  submit: {
    id: 'auth.changePassword.submit',
    defaultMessage: 'Change the password',
    description: 'Button of the change-password dialog that saves the new password',
  },
  submitting: {
    id: 'auth.changePassword.submitting',
    defaultMessage: 'Changing the password…',
    description: 'The change-password button while the identity service answers',
  },
  cancel: {
    id: 'auth.changePassword.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the change-password dialog without changing anything',
  },
  changed: {
    id: 'auth.changePassword.changed',
    defaultMessage: 'Your password has been changed.',
    description: 'Snackbar once the password has been changed',
  },
});
