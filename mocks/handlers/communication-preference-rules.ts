import type {
  CommunicationPreference,
  CommunicationState,
  MessageKind,
  SendTiming,
} from '@/api/generated/communication/model';
import {
  ALLOWED_TIMINGS,
  allowsBookingNotice,
  DEFAULT_SEND_HOUR,
  MAX_DAYS,
  MIN_DAYS,
  isTransitional,
  timingIssues,
  usesDays,
  usesSendHour,
  type TimingIssue,
} from '@/domain/communication-timing';
import { QUIET_HOURS_END, QUIET_HOURS_START } from '@/domain/quiet-hours';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * How long ENABLING/DISABLING lasts offline. The real practice takes up to 15 minutes; the
 * offline API settles sooner so that a demo sees the change arrive after a refresh.
 */
export const PREFERENCE_SETTLE_MS = 20_000;

/** The contract's `uniqueItems`, which the generated schema does not check. */
export const channelErrors = (channels: readonly string[] | undefined): FieldError[] =>
  channels && new Set(channels).size !== channels.length
    ? [{ field: 'channels', code: 'not_unique', message: 'Each channel may be listed once.' }]
    : [];

type Timing = Pick<CommunicationPreference, 'sendTiming' | 'days' | 'sendHour'>;

/** The new-appointment notification belongs to appointment notifications only. */
export const bookingNoticeErrors = (kind: MessageKind, notifyOnBooking: boolean | undefined): FieldError[] =>
  notifyOnBooking && !allowsBookingNotice(kind)
    ? [
        {
          field: 'notifyOnBooking',
          code: 'not_allowed',
          message: `Only REMINDER preferences notify on booking, not ${kind}.`,
        },
      ]
    : [];

const ISSUE_MESSAGES: Record<TimingIssue['code'], (kind: MessageKind, timing: SendTiming) => string> = {
  invalid_timing: (kind, timing) =>
    `A ${kind} preference is sent ${ALLOWED_TIMINGS[kind].join(' or ')}, not ${timing}.`,
  not_allowed: (_kind, timing) => `days is not used with sendTiming ${timing}.`,
  required: (_kind, timing) => `days is required with sendTiming ${timing}.`,
  not_integer: () => 'days is a whole number of days.',
  too_small: () => `days is at least ${MIN_DAYS}.`,
  too_big: () => `days is at most ${MAX_DAYS}.`,
  quiet_hours: () =>
    `sendHour is from ${QUIET_HOURS_END} to ${QUIET_HOURS_START - 1}: nothing leaves before ${QUIET_HOURS_END}:00 or from ${QUIET_HOURS_START}:00 in the practice's time zone.`,
};

/**
 * The timing a preference ends up with, from what was asked and (on update) what it had:
 * `days` is refused when asked with a timing that does not use it, and dropped silently when it
 * only remains from the previous timing; APPOINTMENT_CREATION has no send hour.
 */
export const resolveTiming = (
  kind: MessageKind,
  requested: Partial<Timing> & { sendTiming: SendTiming },
  current?: Partial<Timing>,
): { timing: Timing; errors: FieldError[] } => {
  const { sendTiming } = requested;
  const days = usesDays(sendTiming) ? (requested.days ?? current?.days) : requested.days;
  // The hour asked for is judged; one kept from before is left alone (the sending rules hold its messages).
  const errors = timingIssues(kind, { sendTiming, days, sendHour: requested.sendHour }).map(
    ({ field, code }) => ({
      field,
      code,
      message: ISSUE_MESSAGES[code](kind, sendTiming),
    }),
  );
  const sendHour = usesSendHour(sendTiming)
    ? (requested.sendHour ?? current?.sendHour ?? DEFAULT_SEND_HOUR)
    : undefined;
  return {
    timing: {
      sendTiming,
      ...(days === undefined || !usesDays(sendTiming) ? {} : { days }),
      ...(sendHour === undefined ? {} : { sendHour }),
    },
    errors,
  };
};

/**
 * The state after a request to turn a kind on or off; `conflict` while a change of the other
 * direction is still reaching the practice. Asking again for the change under way is no change.
 */
export const nextState = (
  state: CommunicationState,
  enabled: boolean | undefined,
): CommunicationState | 'conflict' => {
  if (enabled === undefined) return state;
  switch (state) {
    case 'ENABLING':
      return enabled ? state : 'conflict';
    case 'DISABLING':
      return enabled ? 'conflict' : state;
    case 'ENABLED':
      return enabled ? state : 'DISABLING';
    case 'DISABLED':
      return enabled ? 'ENABLING' : state;
  }
};

export { isTransitional };

export const settledState = (state: CommunicationState): CommunicationState =>
  state === 'ENABLING' ? 'ENABLED' : state === 'DISABLING' ? 'DISABLED' : state;
