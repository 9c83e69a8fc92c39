import type { IntlShape } from 'react-intl';
import type { Channel, MessageKind, SendTiming } from '@/api/generated/communication/model';
import { CONFIRMATION_DELAY_MINUTES, DEFAULT_SEND_HOUR } from '@/domain/communication-timing';
import { channelNames } from '@/i18n/communication-labels';
import { ruleSummaryMessages as messages } from './rule-summary-messages';
import { formatTimeOfDay } from '@/i18n/format';

export interface RuleParts {
  channels: readonly Channel[];
  sendTiming: SendTiming;
  days?: number | undefined;
  sendHour?: number | undefined;
  /** Appointment notifications also sent when an appointment is booked. */
  notifyOnBooking?: boolean | undefined;
}

/** SMS first, then email, whatever order they were chosen in: the sentence reads the same. */
const CHANNEL_ORDER: readonly Channel[] = ['SMS', 'EMAIL'];

/** An hour of the day as the language writes it: 9:00 a.m. in English, 9 h in French. */
export const formatSendHour = (intl: IntlShape, hour: number): string =>
  formatTimeOfDay(intl, new Date(2000, 0, 1, hour));

/**
 * A kind's rule restated in plain words in the screen's language ("By SMS and email, 2 business
 * days before the appointment, at 9:00 a.m."), or undefined while the form holds something the
 * rule cannot say (no channel, no valid number of days).
 */
export const describeRule = (intl: IntlShape, kind: MessageKind, rule: RuleParts): string | undefined =>
  // "at 2:00 p.m.." reads as a typo: the hour's own period ends the sentence.
  sentenceOf(intl, kind, rule)?.replaceAll('..', '.');

const sentenceOf = (intl: IntlShape, kind: MessageKind, rule: RuleParts): string | undefined => {
  if (rule.channels.length === 0) return undefined;
  const channels = intl.formatList(
    CHANNEL_ORDER.filter((channel) => rule.channels.includes(channel)).map((channel) =>
      intl.formatMessage(channelNames[channel]),
    ),
    { type: 'conjunction' },
  );
  const hour = formatSendHour(intl, rule.sendHour ?? DEFAULT_SEND_HOUR);
  const days = rule.days;
  const withDays = days !== undefined && Number.isInteger(days) && days >= 1;
  switch (rule.sendTiming) {
    case 'APPOINTMENT_CREATION':
      return intl.formatMessage(messages.confirmationAtCreation, {
        channels,
        minutes: CONFIRMATION_DELAY_MINUTES,
      });
    case 'NONE':
      return kind === 'HYGIENE_RECALL'
        ? intl.formatMessage(messages.recallOnDueDate, { channels, hour })
        : undefined;
    case 'BEFORE': {
      if (!withDays) return undefined;
      const message =
        kind === 'REMINDER'
          ? messages.reminderBefore
          : kind === 'CONFIRMATION'
            ? messages.confirmationBefore
            : messages.recallBefore;
      const sentence = intl.formatMessage(message, { channels, days, hour });
      return kind === 'REMINDER' && rule.notifyOnBooking
        ? `${sentence} ${intl.formatMessage(messages.bookingNotice)}`
        : sentence;
    }
    case 'AFTER':
      return withDays && kind === 'HYGIENE_RECALL'
        ? intl.formatMessage(messages.recallAfter, { channels, days, hour })
        : undefined;
  }
};
