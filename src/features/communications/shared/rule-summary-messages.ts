import { defineMessage } from 'react-intl';

type Values = { channels: string; days: number; hour: string };

/** The rule of a kind in one sentence; {channels} is a list such as "SMS and email". */
export const ruleSummaryMessages = {
  reminderBefore: defineMessage<Values>({
    id: 'communications.rule.reminderBefore',
    defaultMessage:
      'By {channels}, {days, plural, one {# business day} other {# business days}} before the appointment, at {hour}.',
    description: 'Rule of the appointment notifications in plain words; {hour} is a time of day',
  }),
  confirmationAtCreation: defineMessage<Pick<Values, 'channels'> & { minutes: number }>({
    id: 'communications.rule.confirmationAtCreation',
    defaultMessage: 'By {channels}, {minutes} minutes after the appointment is booked.',
    description: 'Rule of the appointment confirmations sent when the appointment is created',
  }),
  confirmationBefore: defineMessage<Values>({
    id: 'communications.rule.confirmationBefore',
    defaultMessage:
      'By {channels}, {days, plural, one {# business day} other {# business days}} before the appointment, at {hour}.',
    description: 'Rule of the appointment confirmations sent as reminders before the appointment',
  }),
  recallBefore: defineMessage<Values>({
    id: 'communications.rule.recallBefore',
    defaultMessage:
      'By {channels}, {days, plural, one {# day} other {# days}} before the hygiene due date, at {hour}.',
    description: 'Rule of the hygiene recalls sent before the due date of the hygiene visit',
  }),
  recallOnDueDate: defineMessage<Omit<Values, 'days'>>({
    id: 'communications.rule.recallOnDueDate',
    defaultMessage: 'By {channels}, on the hygiene due date, at {hour}.',
    description: 'Rule of the hygiene recalls sent on the due date of the hygiene visit',
  }),
  bookingNotice: defineMessage({
    id: 'communications.rule.bookingNotice',
    defaultMessage: 'Also 10 minutes after a new appointment is booked.',
    description: 'Added to the rule of appointment notifications when new appointments are notified too',
  }),
  recallAfter: defineMessage<Values>({
    id: 'communications.rule.recallAfter',
    defaultMessage:
      'By {channels}, {days, plural, one {# day} other {# days}} after the hygiene due date, at {hour}.',
    description: 'Rule of the hygiene recalls sent after the due date of the hygiene visit',
  }),
};
