import { defineMessages } from 'react-intl';

/** Texts of the feedback layer itself: the spinner, the generic dialog buttons and the snackbars. */
export const feedbackMessages = defineMessages({
  busy: {
    id: 'feedback.spinner.label',
    defaultMessage: 'Please wait…',
    description: 'Label of the full-screen spinner shown while data loads or a change is saved',
  },
  close: { id: 'common.close', defaultMessage: 'Close', description: 'Button that closes a dialog' },
  confirm: {
    id: 'feedback.dialog.confirm',
    defaultMessage: 'Confirm',
    description: 'Button of a confirmation dialog that accepts the action it asks about',
  },
  snackbarRegion: {
    id: 'feedback.snackbar.region',
    defaultMessage: 'Status messages',
    description:
      'Accessible name of the region at the bottom of the screen where short messages (saved, failed…) appear',
  },
  dismissSnackbar: {
    id: 'feedback.snackbar.dismiss',
    defaultMessage: 'Dismiss the message',
    description:
      'Accessible name of the button that closes a short message shown at the bottom of the screen',
  },
});

/** Texts of the dialog kinds of SPEC §2; the error texts of SPEC §8 come from src/lib/errors. */
export const dialogKindMessages = defineMessages({
  validationTitle: {
    id: 'feedback.validation.title',
    defaultMessage: 'Some information needs your attention',
    description: 'Default title of the dialog listing what is invalid in a form the user submitted',
  },
  communicationProfileTitle: {
    id: 'feedback.communicationProfile.title',
    defaultMessage: 'The communication profile is unavailable',
    description:
      'Title of the dialog shown when the communication settings of the practice cannot be read, or a kind’s settings cannot be created',
  },
  communicationProfileText: {
    id: 'feedback.communicationProfile.text',
    defaultMessage:
      'The automated communications settings of this practice are unavailable for now. Please try again later or contact support.',
    description:
      'Text of the dialog shown when the communication settings of the practice cannot be read, or a kind’s settings cannot be created',
  },

  welcomeTitle: {
    id: 'app.welcome.title',
    defaultMessage: 'Welcome to automated communications',
    description:
      'Title of the dialog shown on the communications screens when the practice misses required information',
  },
  missingInformation: {
    id: 'app.welcome.missingInformation',
    defaultMessage:
      'Before messages can be sent to your patients, complete the information of your practice: address, city, province, postal code, country and billing email.',
    description: 'Text of the welcome dialog: the practice must complete its required information',
  },
  configure: {
    id: 'app.welcome.configure',
    defaultMessage: 'Go to the configuration',
    description: 'Button of the welcome dialog that opens the practice configuration',
  },
});
