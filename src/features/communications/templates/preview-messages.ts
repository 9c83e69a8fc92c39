import { defineMessages } from 'react-intl';

export const previewMessages = defineMessages({
  heading: {
    id: 'communications.templates.preview.heading',
    defaultMessage: 'Preview',
    description: 'Heading of the preview of the message as a patient receives it',
  },
  samples: {
    id: 'communications.templates.preview.samples',
    defaultMessage:
      'Placeholders are replaced by examples (underlined): the patient and the appointment are fictitious, the practice’s name and phone are yours.',
    description: 'Note above the message preview: how the placeholders are filled in',
  },
  noName: {
    id: 'communications.templates.preview.noName',
    defaultMessage: 'The practice has no name on file: an example name is shown.',
    description: 'Note of the preview when the practice has no name to show',
  },
  noPhone: {
    id: 'communications.templates.preview.noPhone',
    defaultMessage: 'The practice has no phone number on file: an example number is shown.',
    description: 'Note of the preview when the practice has no phone number to show',
  },
  subject: {
    id: 'communications.templates.preview.subject',
    defaultMessage: 'Subject',
    description: 'Label of the email subject in the preview',
  },
  message: {
    id: 'communications.templates.preview.message',
    defaultMessage: 'Message',
    description: 'Label of the message text in the preview',
  },
  empty: {
    id: 'communications.templates.preview.empty',
    defaultMessage: 'Nothing to show yet.',
    description: 'Preview of a template whose text is empty',
  },
});
