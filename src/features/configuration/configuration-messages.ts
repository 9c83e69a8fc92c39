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
  sectionAddress: {
    id: 'configuration.section.address',
    defaultMessage: 'Address',
    description: 'Heading of the practice address fields',
  },
  sectionContact: {
    id: 'configuration.section.contact',
    defaultMessage: 'Contact and billing',
    description: 'Heading of the billing email and phone number fields',
  },
  sectionCommunications: {
    id: 'configuration.section.communications',
    defaultMessage: 'Communications with patients',
    description: 'Heading of the time zone and language-of-communications fields',
  },
  sectionLogo: {
    id: 'configuration.section.logo',
    defaultMessage: 'Logo',
    description: 'Heading of the practice logo field',
  },
  requiredNote: {
    id: 'configuration.requiredNote',
    defaultMessage: 'Fields marked with an asterisk (*) are required.',
    description: 'Note at the top of the configuration form explaining the required-field mark',
  },
  save: {
    id: 'configuration.save',
    defaultMessage: 'Save',
    description: 'Button that saves the practice configuration',
  },
  saving: {
    id: 'configuration.saving',
    defaultMessage: 'Saving…',
    description: 'Save button text while the practice configuration is being saved',
  },
  undo: {
    id: 'configuration.undo',
    defaultMessage: 'Undo changes',
    description: 'Button that puts back the saved values in the configuration form',
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

/** Labels and hints of the configuration fields. */
export const configurationFieldMessages = defineMessages({
  addressLine1: {
    id: 'configuration.field.addressLine1',
    defaultMessage: 'Address',
    description: 'Label of the first address line (number and street) of the practice',
  },
  addressLine2: {
    id: 'configuration.field.addressLine2',
    defaultMessage: 'Address line 2',
    description: 'Label of the second address line (suite, floor) of the practice',
  },
  addressLine2Hint: {
    id: 'configuration.field.addressLine2.hint',
    defaultMessage: 'Suite or floor, if any',
    description: 'Hint under the second address line field',
  },
  city: {
    id: 'configuration.field.city',
    defaultMessage: 'City',
    description: 'Label of the city field of the practice address',
  },
  province: {
    id: 'configuration.field.province',
    defaultMessage: 'Province',
    description: 'Label of the province field of the practice address',
  },
  provincePlaceholder: {
    id: 'configuration.field.province.placeholder',
    defaultMessage: 'Choose a province',
    description: 'Empty first choice of the province list, when the practice has no province yet',
  },
  postalCode: {
    id: 'configuration.field.postalCode',
    defaultMessage: 'Postal code',
    description: 'Label of the postal code field of the practice address',
  },
  postalCodeHint: {
    id: 'configuration.field.postalCode.hint',
    defaultMessage: 'For example H2J 1K3',
    description: 'Hint under the postal code field, showing the Canadian format',
  },
  country: {
    id: 'configuration.field.country',
    defaultMessage: 'Country',
    description: 'Label of the country field of the practice address',
  },
  billingEmail: {
    id: 'configuration.field.billingEmail',
    defaultMessage: 'Billing email',
    description: 'Label of the email address invoices are sent to',
  },
  phone: {
    id: 'configuration.field.phone',
    defaultMessage: 'Phone',
    description: 'Label of the main phone number of the practice',
  },
  cellphone: {
    id: 'configuration.field.cellphone',
    defaultMessage: 'Cell phone',
    description: 'Label of the cell phone number of the practice',
  },
  phoneHint: {
    id: 'configuration.field.phone.hint',
    defaultMessage: '10 digits, for example (514) 555-0123',
    description: 'Hint under the phone number fields, showing the expected format',
  },
  timezone: {
    id: 'configuration.field.timezone',
    defaultMessage: 'Time zone',
    description: 'Label of the time zone of the practice (when messages go out)',
  },
  communicationLanguage: {
    id: 'configuration.field.communicationLanguage',
    defaultMessage: 'Language of communications',
    description: 'Label of the language used to write to patients whose language is unknown',
  },
  communicationLanguageHint: {
    id: 'configuration.field.communicationLanguage.hint',
    defaultMessage: 'Used for patients whose language is not recorded',
    description: 'Hint under the language-of-communications field',
  },
});

/** Field errors of this screen that the shared form messages do not cover. */
export const configurationValidationMessages = defineMessages({
  phoneKept: {
    id: 'configuration.validation.phoneKept',
    defaultMessage: 'The main phone number can be changed but not removed',
    description: 'Error under the phone field when the user emptied a phone number already saved',
  },
});

export const missingTextMessage = defineMessage<{ fields: string }>({
  id: 'configuration.missing.text',
  defaultMessage: 'Automated communications need it. Fill in and save: {fields}.',
  description:
    'Warning banner: which required fields of the practice are empty; {fields} is a list of field names, e.g. "City, Postal code and Billing email"',
});
