import type { Channel, Language, MessageKind } from '@/api/generated/communication/model';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/*
 * The names of the communications' kinds, channels and languages: the one home of these words
 * for every screen of the communications and for the history's CSV export, which the offline API
 * writes too (src/utils/history-csv.ts), so they live in shared code. Their ids start with
 * `communications.` but no screen's prefix, so that they load with every communications screen
 * (src/i18n/catalogue-areas.ts).
 */

/** The name of each kind of automated message, as clinics call them (SPEC §1): plural. */
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

/** The kind of one message (singular): a table cell, a filter option, a label. */
export const kindLabels: Record<MessageKind, MessageDescriptor> = defineMessages({
  REMINDER: {
    id: 'communications.kindLabel.reminder',
    defaultMessage: 'Appointment notification',
    description: 'Kind of one message, sent or upcoming, in a table cell, a filter option or a label',
  },
  CONFIRMATION: {
    id: 'communications.kindLabel.confirmation',
    defaultMessage: 'Appointment confirmation',
    description: 'Kind of one message, sent or upcoming, in a table cell, a filter option or a label',
  },
  HYGIENE_RECALL: {
    id: 'communications.kindLabel.hygieneRecall',
    defaultMessage: 'Hygiene recall',
    description: 'Kind of one message, sent or upcoming, in a table cell, a filter option or a label',
  },
});

/** The channels, as they read in a list ("SMS and email"). */
export const channelNames: Record<Channel, MessageDescriptor> = defineMessages({
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

/** The channels as a label on their own (the product says SMS in both languages). */
export const channelLabels: Record<Channel, MessageDescriptor> = defineMessages({
  SMS: {
    id: 'communications.channelLabel.sms',
    defaultMessage: 'SMS',
    description:
      'Channel of a message (text message) or of an opt-out, in a table cell, a filter option or a label',
  },
  EMAIL: {
    id: 'communications.channelLabel.email',
    defaultMessage: 'Email',
    description: 'Channel of a message or of an opt-out, in a table cell, a filter option or a label',
  },
});

export const languageLabels: Record<Language, MessageDescriptor> = defineMessages({
  FR: {
    id: 'communications.languageLabel.fr',
    defaultMessage: 'French',
    description: 'Language a message is written in, in a table cell, a filter option or a label',
  },
  EN: {
    id: 'communications.languageLabel.en',
    defaultMessage: 'English',
    description: 'Language a message is written in, in a table cell, a filter option or a label',
  },
});
