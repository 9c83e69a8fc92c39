import type { MessageKind } from '@/api/generated/communication/model';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The name of each kind of automated message, as clinics call them (SPEC §1). */
export const kindNames: Record<MessageKind, MessageDescriptor> = defineMessages({
  REMINDER: {
    id: 'communications.kind.reminder',
    defaultMessage: 'Appointment notifications',
    description: 'Name of the automated messages that remind patients of an upcoming appointment',
  },
  CONFIRMATION: {
    id: 'communications.kind.confirmation',
    defaultMessage: 'Appointment confirmations',
    description: 'Name of the automated messages that ask patients to confirm their appointment',
  },
  HYGIENE_RECALL: {
    id: 'communications.kind.hygieneRecall',
    defaultMessage: 'Hygiene recalls',
    description: 'Name of the automated messages that invite patients to book their hygiene visit',
  },
});

/** The channels, as they read in a list ("SMS and email"). */
export const channelNames = defineMessages({
  SMS: {
    id: 'communications.channel.sms',
    defaultMessage: 'SMS',
    description: 'Text message channel, as it reads inside a sentence or a list of channels',
  },
  EMAIL: {
    id: 'communications.channel.email',
    defaultMessage: 'email',
    description: 'Email channel, as it reads inside a sentence or a list of channels (lower case)',
  },
});
