import { defineMessage, defineMessages } from 'react-intl';

export const confirmationMessages = defineMessages({
  title: {
    id: 'confirmation.title',
    defaultMessage: 'Confirm your appointment',
    description: 'Heading of the public page a patient opens from the link of a confirmation email or SMS',
  },
  intro: {
    id: 'confirmation.intro',
    defaultMessage: 'Press the button below to tell your dental clinic that you will be there.',
    description: 'Public confirmation page: what the button does, shown before the patient confirms',
  },
  confirm: {
    id: 'confirmation.confirm',
    defaultMessage: 'Confirm my appointment',
    description: 'Public confirmation page: the button that confirms the appointment',
  },
  confirming: {
    id: 'confirmation.confirming',
    defaultMessage: 'Confirming your appointment…',
    description: 'Public confirmation page: shown while the confirmation is being sent',
  },
  tryAgain: {
    id: 'confirmation.tryAgain',
    defaultMessage: 'Try again',
    description: 'Public confirmation page: the button that sends the confirmation again after a failure',
  },
  confirmed: {
    id: 'confirmation.confirmed',
    defaultMessage: 'Thank you! Your appointment is confirmed.',
    description: 'Public confirmation page: success message after the patient confirmed',
  },
  alreadyConfirmed: {
    id: 'confirmation.alreadyConfirmed',
    defaultMessage: 'This appointment was already confirmed. There is nothing else to do.',
    description:
      'Public confirmation page: the appointment had been confirmed before (a second visit of the link)',
  },
  invalidLink: {
    id: 'confirmation.invalidLink',
    defaultMessage:
      'This confirmation link is not valid. Check that you opened the whole link from your message, or call your dental clinic.',
    description: 'Public confirmation page: the link is incomplete or names no known appointment (404)',
  },
  cancelled: {
    id: 'confirmation.cancelled',
    defaultMessage:
      'This appointment was cancelled, so it cannot be confirmed. Call your dental clinic if needed.',
    description: 'Public confirmation page: the appointment was cancelled (409)',
  },
  past: {
    id: 'confirmation.past',
    defaultMessage: 'This appointment has already taken place, so it cannot be confirmed anymore.',
    description: 'Public confirmation page: the appointment is in the past (409)',
  },
  notConfirmable: {
    id: 'confirmation.notConfirmable',
    defaultMessage: 'This appointment can no longer be confirmed. Call your dental clinic if needed.',
    description: 'Public confirmation page: the server refused the confirmation for another reason (409)',
  },
  tooManyAttempts: {
    id: 'confirmation.tooManyAttempts',
    defaultMessage: 'Too many attempts. Wait a minute, then try again.',
    description: 'Public confirmation page: the server rate-limited the confirmation (429)',
  },
  offline: {
    id: 'confirmation.offline',
    defaultMessage:
      'Your appointment could not be confirmed: the connection failed. Check your Internet connection, then try again.',
    description:
      'Public confirmation page: the request did not reach the server (network failure or timeout)',
  },
  failed: {
    id: 'confirmation.failed',
    defaultMessage:
      'Your appointment could not be confirmed because of a problem on our side. Try again in a few moments.',
    description: 'Public confirmation page: any other failure (server error)',
  },
});

/** The confirmed appointment: the clinic, then the date and time formatted for the patient's language. */
export const confirmationDetailsMessage = defineMessage<{ practiceName: string; date: string; time: string }>(
  {
    id: 'confirmation.details',
    defaultMessage: '{practiceName}, {date} at {time}',
    description:
      'Public confirmation page: the confirmed appointment: the clinic, the date (March 10, 2026) and the time (9:30 a.m.)',
  },
);
