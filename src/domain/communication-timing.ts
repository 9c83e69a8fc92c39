import type { CommunicationState, MessageKind, SendTiming } from '@/api/generated/communication/model';
import { isAllowedSendHour } from './quiet-hours';

/**
 * When each kind of message may go out (SPEC §4, as the contract's createCommunicationPreference
 * details it): notifications some business days before the appointment; confirmations 10 minutes
 * after the appointment is created, or as reminders some business days before; hygiene recalls
 * some days before or after the due date, or on it.
 */
export const ALLOWED_TIMINGS: Record<MessageKind, readonly SendTiming[]> = {
  REMINDER: ['BEFORE'],
  CONFIRMATION: ['APPOINTMENT_CREATION', 'BEFORE'],
  HYGIENE_RECALL: ['BEFORE', 'NONE', 'AFTER'],
};

/** The hour scheduled messages go out at when none was chosen (practice time zone). */
export const DEFAULT_SEND_HOUR = 9;
export const MIN_DAYS = 1;
export const MAX_DAYS = 365;
/** SPEC §9: a confirmation asked at creation leaves this long after the appointment is booked. */
export const CONFIRMATION_DELAY_MINUTES = 10;

/** Whether a timing counts days from its reference date (BEFORE and AFTER do). */
export const usesDays = (timing: SendTiming): boolean => timing === 'BEFORE' || timing === 'AFTER';

/** Whether messages of this timing go out at a chosen hour (all but the one sent at creation). */
export const usesSendHour = (timing: SendTiming): boolean => timing !== 'APPOINTMENT_CREATION';

export type TimingIssue =
  | {
      field: 'sendTiming' | 'days';
      code: 'invalid_timing' | 'not_allowed' | 'required' | 'not_integer' | 'too_small' | 'too_big';
    }
  | { field: 'sendHour'; code: 'quiet_hours' };

/**
 * What is wrong with a timing of a kind: the one rule the settings form and the offline API both
 * apply (SPEC §5: days are required, at least 1, and whole), and quiet hours: a scheduled kind
 * goes out within the first minutes of its hour, so its hour is 8 to 20 and nothing is planned
 * before 8:00 or from 21:00 (quiet-hours.ts). `sendHour` is judged when given, for a timing that
 * has one.
 */
export const timingIssues = (
  kind: MessageKind,
  {
    sendTiming,
    days,
    sendHour,
  }: { sendTiming: SendTiming; days?: number | undefined; sendHour?: number | undefined },
): TimingIssue[] => {
  const issues: TimingIssue[] = [];
  if (!ALLOWED_TIMINGS[kind].includes(sendTiming))
    issues.push({ field: 'sendTiming', code: 'invalid_timing' });
  if (!usesDays(sendTiming)) {
    if (days !== undefined) issues.push({ field: 'days', code: 'not_allowed' });
  } else if (days === undefined || Number.isNaN(days)) {
    issues.push({ field: 'days', code: 'required' });
  } else if (!Number.isInteger(days)) {
    issues.push({ field: 'days', code: 'not_integer' });
  } else if (days < MIN_DAYS) {
    issues.push({ field: 'days', code: 'too_small' });
  } else if (days > MAX_DAYS) {
    issues.push({ field: 'days', code: 'too_big' });
  }
  if (sendHour !== undefined && usesSendHour(sendTiming) && !isAllowedSendHour(sendHour)) {
    issues.push({ field: 'sendHour', code: 'quiet_hours' });
  }
  return issues;
};

/** ENABLING and DISABLING: a change the practice's server has not applied yet (up to 15 minutes). */
export const isTransitional = (state: CommunicationState): boolean =>
  state === 'ENABLING' || state === 'DISABLING';

/** Whether messages go out, or will once the change under way has reached the practice. */
export const isSwitchedOn = (state: CommunicationState): boolean =>
  state === 'ENABLED' || state === 'ENABLING';

/**
 * Only appointment notifications can also go out when an appointment is booked (the
 * new-appointment notification of the `new_apt_notifications` flag), 10 minutes after it is created.
 */
export const allowsBookingNotice = (kind: MessageKind): boolean => kind === 'REMINDER';
