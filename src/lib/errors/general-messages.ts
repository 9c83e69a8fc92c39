import { defineMessage, defineMessages } from 'react-intl';

/** Failures shared by many screens (SPEC §8). */
export const generalErrorMessages = defineMessages({
  somethingWentWrong: {
    id: 'errors.somethingWentWrong',
    defaultMessage: 'Something went wrong.',
    description: 'Generic failure, when nothing more specific can be said',
  },
  somethingWentWrongLater: {
    id: 'errors.somethingWentWrongLater',
    defaultMessage: 'Something went wrong, please try again later.',
    description: 'Generic failure of an action the user can retry later',
  },
  templateNotFound: {
    id: 'errors.templateNotFound',
    defaultMessage: 'Template not found.',
    description: 'The message template (SMS or email) to show or edit does not exist',
  },
  notificationsSaveFailed: {
    id: 'errors.preferences.notifications',
    defaultMessage:
      'The appointment notification settings could not be saved. Please make sure the form is filled in correctly.',
    description: 'Saving the appointment notification preferences failed',
  },
  confirmationsSaveFailed: {
    id: 'errors.preferences.confirmations',
    defaultMessage:
      'The appointment confirmation settings could not be saved. Please make sure the form is filled in correctly.',
    description: 'Saving the appointment confirmation preferences failed',
  },
  hygieneRecallsSaveFailed: {
    id: 'errors.preferences.hygieneRecalls',
    defaultMessage:
      'The hygiene recall settings could not be saved. Please make sure the form is filled in correctly.',
    description: 'Saving the hygiene recall preferences failed',
  },
});

export const moduleUpdateFailedMessage = defineMessage<{ module: string }>({
  id: 'errors.moduleUpdate',
  defaultMessage: 'The {module} module could not be updated. Please try again later.',
  description: 'Turning a practice module on or off failed; {module} is the module name',
});

export const smsLimitReachedMessage = defineMessage<{ phone: string; email: string }>({
  id: 'errors.smsLimitReached',
  defaultMessage:
    'The monthly SMS package limit has been reached: sending is suspended. Contact support at {phone} or {email}.',
  description:
    'The practice used all the SMS of its monthly package; {phone} and {email} are the support contact',
});
