import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { TemplatePlaceholder } from '@/domain/template-placeholders';

/** The placeholders as clinic staff call them; the raw token is shown beside each name. */
export const placeholderNames: Record<TemplatePlaceholder, MessageDescriptor> = defineMessages({
  appointmentType: {
    id: 'communications.templates.placeholder.appointmentType',
    defaultMessage: 'Appointment type',
    description: 'Name of the template placeholder replaced by the type of the appointment (e.g. cleaning)',
  },
  practiceName: {
    id: 'communications.templates.placeholder.practiceName',
    defaultMessage: 'Practice name',
    description: 'Name of the template placeholder replaced by the name of the dental practice',
  },
  practicePhone: {
    id: 'communications.templates.placeholder.practicePhone',
    defaultMessage: 'Practice phone number',
    description: 'Name of the template placeholder replaced by the phone number of the dental practice',
  },
  confirmationRequest: {
    id: 'communications.templates.placeholder.confirmationRequest',
    defaultMessage: 'Confirmation request',
    description:
      'Name of the template placeholder replaced by a sentence asking the patient to confirm the appointment',
  },
  confirmationUrl: {
    id: 'communications.templates.placeholder.confirmationUrl',
    defaultMessage: 'Confirmation link',
    description: 'Name of the template placeholder replaced by the link where the patient confirms',
  },
  date: {
    id: 'communications.templates.placeholder.date',
    defaultMessage: 'Appointment date',
    description: 'Name of the template placeholder replaced by the date of the appointment',
  },
  time: {
    id: 'communications.templates.placeholder.time',
    defaultMessage: 'Appointment time',
    description: 'Name of the template placeholder replaced by the time of the appointment',
  },
  dueDate: {
    id: 'communications.templates.placeholder.dueDate',
    defaultMessage: 'Hygiene visit due date',
    description: 'Name of the template placeholder replaced by the date the hygiene visit is due',
  },
  patientFirstName: {
    id: 'communications.templates.placeholder.patientFirstName',
    defaultMessage: 'Patient’s first name',
    description: 'Name of the template placeholder replaced by the first name of the patient',
  },
  patientLastName: {
    id: 'communications.templates.placeholder.patientLastName',
    defaultMessage: 'Patient’s last name',
    description: 'Name of the template placeholder replaced by the last name of the patient',
  },
  professional: {
    id: 'communications.templates.placeholder.professional',
    defaultMessage: 'Dentist or hygienist',
    description: 'Name of the template placeholder replaced by the professional who sees the patient',
  },
  honorificsTitle: {
    id: 'communications.templates.placeholder.honorificsTitle',
    defaultMessage: 'Patient’s title (Mr., Ms.)',
    description: 'Name of the template placeholder replaced by the courtesy title of the patient',
  },
  unsubscribeLine: {
    id: 'communications.templates.placeholder.unsubscribeLine',
    defaultMessage: 'Unsubscribe line',
    description:
      'Name of the template placeholder replaced by the sentence telling the patient which word to reply to stop the messages',
  },
  preferencesUrl: {
    id: 'communications.templates.placeholder.preferencesUrl',
    defaultMessage: 'Link to the patient’s page',
    description:
      'Name of the template placeholder replaced by the link to the page where the patient chooses which messages they receive or unsubscribes',
  },
});
