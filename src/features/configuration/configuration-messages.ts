import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the practice configuration screen (/configuration). */
export const configurationMessages = defineMessages({
  title: {
    id: 'configuration.title',
    defaultMessage: 'Practice configuration',
    description: 'Title of the practice configuration screen (page heading and browser tab)',
  },
  loading: {
    id: 'configuration.loading',
    defaultMessage: 'Loading the practice configuration…',
    description: 'Spinner label while the practice configuration loads',
  },
  loadError: {
    id: 'configuration.loadError',
    defaultMessage: 'The practice configuration could not be loaded.',
    description: 'Error message when the practice configuration failed to load',
  },
  noPractice: {
    id: 'configuration.noPractice',
    defaultMessage: 'Select a practice to see its configuration.',
    description: 'Shown on the configuration screen when no practice is selected',
  },
  readOnly: {
    id: 'configuration.readOnly',
    defaultMessage:
      'You can view this configuration but not change it: only the practice’s administrators can.',
    description: 'Note above the configuration form for a user who may not change it',
  },
  missingTitle: {
    id: 'configuration.missing.title',
    defaultMessage: 'Required information is missing',
    description: 'Title of the warning banner shown while the practice misses required information',
  },
  saveFailed: {
    id: 'configuration.saveFailed',
    defaultMessage: 'The configuration could not be saved. What you typed is still here: try again.',
    description: 'Message above the form when saving the practice configuration failed',
  },
  saveInvalid: {
    id: 'configuration.saveInvalid',
    defaultMessage: 'The configuration could not be saved: check the fields marked in red.',
    description: 'Message above the form when the server refused some fields of the configuration',
  },
});

export const missingTextMessage = defineMessage<{ fields: string }>({
  id: 'configuration.missing.text',
  defaultMessage: 'Automated communications need it. Fill in and save: {fields}.',
  description:
    'Warning banner: which required fields of the practice are empty; {fields} is a list of field names, e.g. "City, Postal code and Billing email"',
});
