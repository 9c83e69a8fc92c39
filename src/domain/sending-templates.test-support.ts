import type { SendingTemplate } from './sending-types';

/** Short texts, all in GSM-7 and in one segment with the fixture's values. */
export const TEMPLATES: SendingTemplate[] = [
  {
    kind: 'REMINDER',
    channel: 'SMS',
    language: 'FR',
    body: 'Rappel {{patientFirstName}} {{patientLastName}}: {{date}} a {{time}}.',
  },
  {
    kind: 'REMINDER',
    channel: 'SMS',
    language: 'EN',
    body: 'Reminder {{patientFirstName}}: {{date}}, {{time}}',
  },
  {
    kind: 'REMINDER',
    channel: 'EMAIL',
    language: 'FR',
    subject: 'Rappel',
    body: 'Le {{date}} a {{time}} - {{confirmationRequest}}',
  },
  {
    kind: 'REMINDER',
    channel: 'EMAIL',
    language: 'EN',
    subject: 'Reminder',
    body: 'On {{date}} at {{time}} - {{confirmationRequest}}',
  },
  {
    kind: 'CONFIRMATION',
    channel: 'SMS',
    language: 'FR',
    body: '{{patientFirstName}}, {{date}} {{time}}. {{confirmationRequest}} {{confirmationUrl}}',
  },
  {
    kind: 'CONFIRMATION',
    channel: 'SMS',
    language: 'EN',
    body: '{{patientFirstName}}, {{date}} {{time}}. {{confirmationRequest}} {{confirmationUrl}}',
  },
  {
    kind: 'CONFIRMATION',
    channel: 'EMAIL',
    language: 'FR',
    subject: 'Confirmation',
    body: '{{confirmationRequest}} {{confirmationUrl}}',
  },
  {
    kind: 'CONFIRMATION',
    channel: 'EMAIL',
    language: 'EN',
    subject: 'Confirmation',
    body: '{{confirmationRequest}} {{confirmationUrl}}',
  },
  {
    kind: 'HYGIENE_RECALL',
    channel: 'SMS',
    language: 'FR',
    body: '{{patientFirstName}}, nettoyage du {{dueDate}}.',
  },
  {
    kind: 'HYGIENE_RECALL',
    channel: 'SMS',
    language: 'EN',
    body: '{{patientFirstName}}, cleaning due {{dueDate}}.',
  },
  {
    kind: 'HYGIENE_RECALL',
    channel: 'EMAIL',
    language: 'FR',
    subject: 'Rappel',
    body: 'Nettoyage du {{dueDate}}.',
  },
  {
    kind: 'HYGIENE_RECALL',
    channel: 'EMAIL',
    language: 'EN',
    subject: 'Recall',
    body: 'Cleaning due {{dueDate}}.',
  },
];
