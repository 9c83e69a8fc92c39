import type {
  CommunicationPreference,
  CommunicationState,
  MessageKind,
  SendTiming,
} from '@/api/generated/communication/model';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The timing rules per kind of the contract (createCommunicationPreference). */
const TIMINGS: Record<MessageKind, readonly SendTiming[]> = {
  REMINDER: ['BEFORE'],
  CONFIRMATION: ['APPOINTMENT_CREATION', 'BEFORE'],
  HYGIENE_RECALL: ['BEFORE', 'AFTER', 'NONE'],
};

export const DEFAULT_SEND_HOUR = 9;

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

const usesDays = (timing: SendTiming) => timing === 'BEFORE' || timing === 'AFTER';

type Timing = Pick<CommunicationPreference, 'sendTiming' | 'days' | 'sendHour'>;

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
  const errors: FieldError[] = [];
  const allowed = TIMINGS[kind];
  if (!allowed.includes(sendTiming)) {
    errors.push({
      field: 'sendTiming',
      code: 'invalid_timing',
      message: `A ${kind} preference is sent ${allowed.join(' or ')}, not ${sendTiming}.`,
    });
  }

  let days: number | undefined;
  if (!usesDays(sendTiming)) {
    if (requested.days !== undefined) {
      errors.push({
        field: 'days',
        code: 'not_allowed',
        message: `days is not used with sendTiming ${sendTiming}.`,
      });
    }
  } else {
    days = requested.days ?? current?.days;
    if (days === undefined) {
      errors.push({
        field: 'days',
        code: 'required',
        message: `days is required with sendTiming ${sendTiming}.`,
      });
    }
  }

  const sendHour =
    sendTiming === 'APPOINTMENT_CREATION'
      ? undefined
      : (requested.sendHour ?? current?.sendHour ?? DEFAULT_SEND_HOUR);
  return {
    timing: {
      sendTiming,
      ...(days === undefined ? {} : { days }),
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

export const isTransitional = (state: CommunicationState) => state === 'ENABLING' || state === 'DISABLING';

export const settledState = (state: CommunicationState): CommunicationState =>
  state === 'ENABLING' ? 'ENABLED' : state === 'DISABLING' ? 'DISABLED' : state;
