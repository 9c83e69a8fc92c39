import { defineMessage, defineMessages } from 'react-intl';

export const preferencesMessages = defineMessages({
  title: {
    id: 'preferences.title',
    defaultMessage: 'Your messages',
    description:
      'Heading of the public page where a patient chooses which messages their dental clinic sends them (opened from the link of any SMS or email)',
  },
  loading: {
    id: 'preferences.loading',
    defaultMessage: 'Loading your choices…',
    description: 'Patient’s page: shown while the patient’s current choices are read',
  },
  bySms: {
    id: 'preferences.channel.sms',
    defaultMessage: 'By text message (SMS)',
    description: 'Patient’s page: heading of the choices for text messages',
  },
  byEmail: {
    id: 'preferences.channel.email',
    defaultMessage: 'By email',
    description: 'Patient’s page: heading of the choices for emails',
  },
  appointments: {
    id: 'preferences.category.appointments',
    defaultMessage: 'Appointment messages',
    description: 'Patient’s page: checkbox label for the messages about the patient’s appointments',
  },
  appointmentsHint: {
    id: 'preferences.category.appointmentsHint',
    defaultMessage:
      'Notices of the appointments you book, reminders before them and requests to confirm them.',
    description: 'Patient’s page: what the appointment messages are, under their checkbox',
  },
  recalls: {
    id: 'preferences.category.recalls',
    defaultMessage: 'Cleaning reminders',
    description: 'Patient’s page: checkbox label for the hygiene recall reminders',
  },
  recallsHint: {
    id: 'preferences.category.recallsHint',
    defaultMessage:
      'Reminders that your next dental cleaning (hygiene visit) is due, inviting you to book it.',
    description: 'Patient’s page: what the hygiene recall reminders are, under their checkbox',
  },
  save: {
    id: 'preferences.save',
    defaultMessage: 'Save my choices',
    description: 'Patient’s page: the button that saves the checked choices',
  },
  saving: {
    id: 'preferences.saving',
    defaultMessage: 'Saving…',
    description: 'Patient’s page: the pressed button while the choices are being saved',
  },
  unsubscribeAll: {
    id: 'preferences.unsubscribeAll',
    defaultMessage: 'Unsubscribe from all messages',
    description: 'Patient’s page: the button that turns off every message on every channel at once and saves',
  },
  saved: {
    id: 'preferences.saved',
    defaultMessage: 'Your choices are saved. They take effect now.',
    description: 'Patient’s page: success message after the choices were saved',
  },
  tryAgain: {
    id: 'preferences.tryAgain',
    defaultMessage: 'Try again',
    description: 'Patient’s page: the button that reads the choices again after a failure',
  },
  invalidLink: {
    id: 'preferences.invalidLink',
    defaultMessage:
      'This link is not valid. Check that you opened the whole link from your message, or call your dental clinic.',
    description: 'Patient’s page: the link is incomplete or names no known patient (404)',
  },
  wordingOutdated: {
    id: 'preferences.wordingOutdated',
    defaultMessage:
      'The text of this page changed since you opened it. Read your choices again, then save them.',
    description:
      'Patient’s page: the page’s wording changed since it was opened (409); the page shows the new one',
  },
  refused: {
    id: 'preferences.refused',
    defaultMessage: 'Your choices could not be saved as they are. Reload the page, then choose again.',
    description: 'Patient’s page: the server refused the answer (400)',
  },
  tooManyAttempts: {
    id: 'preferences.tooManyAttempts',
    defaultMessage: 'Too many attempts. Wait a minute, then try again.',
    description: 'Patient’s page: the server rate-limited the page (429)',
  },
  offline: {
    id: 'preferences.offline',
    defaultMessage: 'The connection failed. Check your Internet connection, then try again.',
    description: 'Patient’s page: the request did not reach the server (network failure or timeout)',
  },
  failed: {
    id: 'preferences.failed',
    defaultMessage: 'Something went wrong on our side. Try again in a few moments.',
    description: 'Patient’s page: any other failure (server error)',
  },
});

/** The sentence under the heading, naming the clinic. */
export const preferencesClinicMessage = defineMessage<{ practiceName: string }>({
  id: 'preferences.clinic',
  defaultMessage: 'Choose the messages {practiceName} sends you.',
  description: 'Patient’s page: the sentence under the heading, naming the dental clinic',
});

/** After « Unsubscribe from all messages » was saved. */
export const preferencesUnsubscribedMessage = defineMessage<{ practiceName: string }>({
  id: 'preferences.unsubscribed',
  defaultMessage:
    'You are unsubscribed from all messages of {practiceName}. This takes effect now. You can come back to this page to subscribe again.',
  description: 'Patient’s page: success message after the patient unsubscribed from everything',
});

/** The clinic has no contact of the patient it may send to: no choice to make. */
export const preferencesNoChannelMessage = defineMessage<{ practiceName: string }>({
  id: 'preferences.noChannel',
  defaultMessage:
    '{practiceName} has no mobile number or email address of yours on file: it sends you no messages.',
  description: 'Patient’s page: the clinic has no contact of the patient it can send messages to',
});

/** The version of the page's words the answer is recorded with (src/domain/preferences-wording.ts). */
export const preferencesWordingMessage = defineMessage<{ version: string }>({
  id: 'preferences.wording',
  defaultMessage: 'Wording version {version}',
  description:
    'Patient’s page: small print at the bottom, the version of the page’s text the patient’s choices are recorded with',
});

/** Above the clinic's identification (CASL) under the choices. */
export const preferencesSenderHeading = defineMessage({
  id: 'preferences.sender',
  defaultMessage: 'Who sends these messages',
  description:
    'Patient’s page: heading of the block that identifies the dental clinic sending the messages (its name, mailing address and phone)',
});

/** The clinic's person in charge of personal information (Law 25), when it named one. */
export const preferencesOfficerMessage = defineMessage<{ contact: string }>({
  id: 'preferences.officer',
  defaultMessage: 'Questions about your personal information: {contact}',
  description:
    'Patient’s page: who to ask about one’s personal information; {contact} is the title, email and perhaps phone of the clinic’s person in charge of personal information, e.g. "Clinical Director, privacy@clinic.ca"',
});
