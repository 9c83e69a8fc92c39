import { defineMessages } from 'react-intl';

/** Texts around the practice's fields: section headings, the required-field note, the buttons. */
export const practiceFormMessages = defineMessages({
  sectionAddress: {
    id: 'practiceForm.section.address',
    defaultMessage: 'Address',
    description: 'Heading of the practice address fields',
  },
  sectionContact: {
    id: 'practiceForm.section.contact',
    defaultMessage: 'Contact and billing',
    description: 'Heading of the billing email and phone number fields',
  },
  sectionCommunications: {
    id: 'practiceForm.section.communications',
    defaultMessage: 'Communications with patients',
    description: 'Heading of the time zone and language-of-communications fields',
  },
  sectionLogo: {
    id: 'practiceForm.section.logo',
    defaultMessage: 'Logo',
    description: 'Heading of the practice logo field',
  },
  requiredNote: {
    id: 'practiceForm.requiredNote',
    defaultMessage: 'Fields marked with an asterisk (*) are required.',
    description: 'Note at the top of the practice form explaining the required-field mark',
  },
  save: {
    id: 'practiceForm.save',
    defaultMessage: 'Save',
    description: 'Button that saves the practice’s address, contact, communications and logo',
  },
  saving: {
    id: 'practiceForm.saving',
    defaultMessage: 'Saving…',
    description: 'Save button text while the practice is being saved',
  },
  undo: {
    id: 'practiceForm.undo',
    defaultMessage: 'Undo changes',
    description: 'Button that puts back the saved values in the practice form',
  },
});

/** Labels and hints of the practice's fields (SPEC §3). */
export const practiceFieldMessages = defineMessages({
  addressLine1: {
    id: 'practiceForm.field.addressLine1',
    defaultMessage: 'Address',
    description: 'Label of the first address line (number and street) of the practice',
  },
  addressLine2: {
    id: 'practiceForm.field.addressLine2',
    defaultMessage: 'Address line 2',
    description: 'Label of the second address line (suite, floor) of the practice',
  },
  addressLine2Hint: {
    id: 'practiceForm.field.addressLine2.hint',
    defaultMessage: 'Suite or floor, if any',
    description: 'Hint under the second address line field',
  },
  city: {
    id: 'practiceForm.field.city',
    defaultMessage: 'City',
    description: 'Label of the city field of the practice address',
  },
  province: {
    id: 'practiceForm.field.province',
    defaultMessage: 'Province',
    description: 'Label of the province field of the practice address',
  },
  provincePlaceholder: {
    id: 'practiceForm.field.province.placeholder',
    defaultMessage: 'Choose a province',
    description: 'Empty first choice of the province list, when the practice has no province yet',
  },
  postalCode: {
    id: 'practiceForm.field.postalCode',
    defaultMessage: 'Postal code',
    description: 'Label of the postal code field of the practice address',
  },
  postalCodeHint: {
    id: 'practiceForm.field.postalCode.hint',
    defaultMessage: 'For example H2J 1K3',
    description: 'Hint under the postal code field, showing the Canadian format',
  },
  country: {
    id: 'practiceForm.field.country',
    defaultMessage: 'Country',
    description: 'Label of the country field of the practice address',
  },
  billingEmail: {
    id: 'practiceForm.field.billingEmail',
    defaultMessage: 'Billing email',
    description: 'Label of the email address invoices are sent to',
  },
  phone: {
    id: 'practiceForm.field.phone',
    defaultMessage: 'Phone',
    description: 'Label of the main phone number of the practice',
  },
  cellphone: {
    id: 'practiceForm.field.cellphone',
    defaultMessage: 'Cell phone',
    description: 'Label of the cell phone number of the practice',
  },
  phoneHint: {
    id: 'practiceForm.field.phone.hint',
    defaultMessage: '10 digits, for example (514) 555-0123',
    description: 'Hint under the phone number fields, showing the expected format',
  },
  timezone: {
    id: 'practiceForm.field.timezone',
    defaultMessage: 'Time zone',
    description: 'Label of the time zone of the practice (when messages go out)',
  },
  communicationLanguage: {
    id: 'practiceForm.field.communicationLanguage',
    defaultMessage: 'Language of communications',
    description: 'Label of the language used to write to patients whose language is unknown',
  },
  communicationLanguageHint: {
    id: 'practiceForm.field.communicationLanguage.hint',
    defaultMessage: 'Used for patients whose language is not recorded',
    description: 'Hint under the language-of-communications field',
  },
});

/** Field errors of the practice form that the shared form messages do not cover. */
export const practiceValidationMessages = defineMessages({
  phoneKept: {
    id: 'practiceForm.validation.phoneKept',
    defaultMessage: 'The main phone number can be changed but not removed',
    description: 'Error under the phone field when the user emptied a phone number already saved',
  },
});
