import type { IntlShape } from 'react-intl';
import type { UpcomingMessage } from '@/api/generated/communication/model';
import { QUIET_HOURS_END, QUIET_HOURS_START } from '@/domain/quiet-hours';
import { zonedDay, zonedInstant } from '@/domain/zoned-time';
import { contactReasonMessages, heldMessage, reasonMessages, sendingMessages } from './sentence-messages';
import { formatClock, formatDay, formatZonedDay } from './zoned-format';

/** What the sentences need to know besides the message: the practice's zone and today. */
export interface SentenceContext {
  timeZone: string;
  today: string;
}

/** "at 1:30 p.m.." reads as a typo: the hour's own period ends the sentence. */
const endOnce = (sentence: string) => sentence.replace(/\.\.$/, '.');

/**
 * What will go and when, in one sentence: "SMS notification at 9:00 a.m. for the appointment on
 * Wednesday, December 2 at 1:30 p.m." Said of skipped messages too: it is what would have gone.
 */
export const describeSending = (
  intl: IntlShape,
  message: UpcomingMessage,
  { timeZone, today }: SentenceContext,
): string => {
  const sending = { channel: message.channel, time: formatClock(intl, message.scheduledAt, timeZone) };
  const { appointment } = message;
  if (message.kind !== 'HYGIENE_RECALL' && appointment) {
    return endOnce(
      intl.formatMessage(sendingMessages[message.kind], {
        ...sending,
        date: formatZonedDay(intl, appointment.startsAt, timeZone, { weekday: true, today }),
        appointmentTime: formatClock(intl, appointment.startsAt, timeZone),
      }),
    );
  }
  if (message.kind === 'HYGIENE_RECALL' && message.dueDate) {
    return intl.formatMessage(sendingMessages.HYGIENE_RECALL, {
      ...sending,
      dueDate: formatDay(intl, message.dueDate, { today }),
    });
  }
  return endOnce(intl.formatMessage(sendingMessages.other, { ...sending, kind: message.kind }));
};

/**
 * Why a skipped message will not go, with the date the reason refers to ("Answered STOP on
 * October 2"); undefined for a planned message.
 */
export const describeReason = (
  intl: IntlShape,
  message: UpcomingMessage,
  { timeZone, today }: SentenceContext,
): string | undefined => {
  if (message.status !== 'SKIPPED' || !message.reason) return undefined;
  const at = message.reasonAt;
  const dated = (options: { year?: boolean } = {}) => ({
    dated: at ? ('yes' as const) : ('no' as const),
    date: at ? formatZonedDay(intl, at, timeZone, { today, ...options }) : '',
  });
  switch (message.reason) {
    case 'KIND_DISABLED':
      return intl.formatMessage(reasonMessages.KIND_DISABLED, { kind: message.kind });
    case 'ALREADY_CONFIRMED':
      return intl.formatMessage(reasonMessages.ALREADY_CONFIRMED, dated());
    case 'UPCOMING_HYGIENE_APPOINTMENT':
      return intl.formatMessage(reasonMessages.UPCOMING_HYGIENE_APPOINTMENT, dated());
    case 'NO_HYGIENE_VISIT_IN_TWO_YEARS':
      // Two years back: the year is the point.
      return intl.formatMessage(reasonMessages.NO_HYGIENE_VISIT_IN_TWO_YEARS, dated({ year: true }));
    case 'APPOINTMENT_STARTED':
      return intl.formatMessage(reasonMessages.APPOINTMENT_STARTED, {
        ...dated(),
        time: at ? formatClock(intl, at, timeZone) : '',
      });
    case 'NO_APPOINTMENT_THAT_DAY':
      return intl.formatMessage(reasonMessages.NO_APPOINTMENT_THAT_DAY);
    case 'NO_CONSENT':
      return intl.formatMessage(reasonMessages.NO_CONSENT, { channel: message.channel });
    case 'CONSENT_LAPSED':
      return intl.formatMessage(reasonMessages.CONSENT_LAPSED, dated());
    case 'OPTED_OUT':
      // A withdrawal names what it stops, unless it came as STOP or ARRÊT: the word says it all.
      if (message.optOutScope && !(message.channel === 'SMS' && message.optOutKeyword))
        return intl.formatMessage(reasonMessages.withdrawn, {
          ...dated(),
          channel: message.channel,
          scope: message.optOutScope,
        });
      if (message.channel === 'EMAIL') return intl.formatMessage(reasonMessages.optedOutEmail, dated());
      return message.optOutKeyword
        ? intl.formatMessage(reasonMessages.optedOutSms, { ...dated(), keyword: message.optOutKeyword })
        : intl.formatMessage(reasonMessages.optedOutSmsNoKeyword, dated());
    case 'NO_VALID_CONTACT':
      // The contact on file failed for good: say how, so the front desk knows what to ask for.
      if (message.contactReason)
        return intl.formatMessage(contactReasonMessages[message.contactReason], {
          ...dated(),
          channel: message.channel,
        });
      return intl.formatMessage(reasonMessages.NO_VALID_CONTACT, { channel: message.channel });
    case 'NO_TEMPLATE':
      return intl.formatMessage(reasonMessages.NO_TEMPLATE, {
        channel: message.channel,
        language: message.language,
      });
    case 'SMS_PACKAGE_EXHAUSTED':
      return intl.formatMessage(reasonMessages.SMS_PACKAGE_EXHAUSTED);
  }
};

/**
 * Why a message leaves at the start of the morning: quiet hours held it ("Held until 8:00 a.m.:
 * due at 10:44 p.m., during quiet hours (9:00 p.m. to 8:00 a.m.)"); undefined when they did not.
 */
export const describeHold = (
  intl: IntlShape,
  message: UpcomingMessage,
  { timeZone, today }: SentenceContext,
): string | undefined => {
  if (!message.heldFrom) return undefined;
  const heldDay = zonedDay(new Date(message.heldFrom), timeZone);
  const hour = (value: number) =>
    formatClock(intl, zonedInstant(message.day, value, 0, timeZone).toISOString(), timeZone);
  return intl.formatMessage(heldMessage, {
    time: formatClock(intl, message.scheduledAt, timeZone),
    sameDay: heldDay === message.day ? 'yes' : 'no',
    heldDate: formatDay(intl, heldDay, { today }),
    heldTime: formatClock(intl, message.heldFrom, timeZone),
    start: hour(QUIET_HOURS_START),
    end: hour(QUIET_HOURS_END),
  });
};
