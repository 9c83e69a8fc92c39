import { z } from 'zod';
import { CreateCommunicationPreferenceBody } from '@/api/generated/operation-schemas/createCommunicationPreference';
import type {
  CommunicationPreference,
  CommunicationPreferenceCreate,
  CommunicationPreferenceUpdate,
  MessageKind,
  SendTiming,
} from '@/api/generated/communication/model';
import {
  ALLOWED_TIMINGS,
  DEFAULT_SEND_HOUR,
  timingIssues,
  usesDays,
  usesSendHour,
  type TimingIssue,
} from '@/domain/communication-timing';

/** What the form holds: days as typed (so "1.5" can be told it is not a whole number). */
export interface PreferenceFormValues {
  channels: CommunicationPreference['channels'];
  sendTiming: SendTiming;
  days: string;
  sendHour: number;
  /** The new-appointment notification (REMINDER, behind the new_apt_notifications flag). */
  notifyOnBooking: boolean;
}

/** Keys of settingsValidationMessages: each field error the form can show. */
export type PreferenceFieldMessage =
  | 'channelsRequired'
  | 'daysRequired'
  | 'daysWhole'
  | 'daysTooSmall'
  | 'daysTooBig'
  | 'timingInvalid'
  | 'hourInvalid'
  | 'hourQuiet';

const DAY_MESSAGES = {
  required: 'daysRequired',
  not_integer: 'daysWhole',
  too_small: 'daysTooSmall',
  too_big: 'daysTooBig',
  not_allowed: 'daysRequired',
  invalid_timing: 'timingInvalid',
  quiet_hours: 'hourQuiet',
} as const satisfies Record<TimingIssue['code'], PreferenceFieldMessage>;

/** Days as a number when they read as one ("2", " 3 "), NaN for anything else typed. */
export const parseDays = (days: string): number | undefined =>
  days.trim() === ''
    ? undefined
    : /^-?\d+(?:[.,]\d+)?$/.test(days.trim())
      ? Number(days.trim().replace(',', '.'))
      : NaN;

const { channels, sendTiming, sendHour } = CreateCommunicationPreferenceBody.shape;

/**
 * The generated request schema's fields, with the timing rules of the kind (src/domain, the same
 * the offline API applies: days, and an hour outside quiet hours) reported at the field they
 * concern.
 */
export const preferenceFormSchema = (kind: MessageKind) =>
  z
    .object({
      channels: channels.element.array().min(1, 'channelsRequired').max(2),
      sendTiming,
      days: z.string(),
      sendHour: sendHour.unwrap().refine(Number.isInteger, 'hourInvalid'),
      notifyOnBooking: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const days = usesDays(values.sendTiming) ? parseDays(values.days) : undefined;
      const { sendTiming, sendHour } = values;
      for (const issue of timingIssues(kind, { sendTiming, days, sendHour })) {
        ctx.addIssue({
          code: 'custom',
          path: [issue.field],
          message: issue.field === 'sendTiming' ? 'timingInvalid' : DAY_MESSAGES[issue.code],
        });
      }
    });

/** A kind's form before its first save: both channels, its first timing, 2 days at 9:00. */
export const defaultFormValues = (kind: MessageKind): PreferenceFormValues => ({
  channels: ['SMS', 'EMAIL'],
  sendTiming: ALLOWED_TIMINGS[kind][0] ?? 'BEFORE',
  days: '2',
  sendHour: DEFAULT_SEND_HOUR,
  notifyOnBooking: false,
});

export const toFormValues = (preference: CommunicationPreference): PreferenceFormValues => ({
  channels: preference.channels,
  sendTiming: preference.sendTiming,
  days: preference.days === undefined ? '' : String(preference.days),
  sendHour: preference.sendHour ?? DEFAULT_SEND_HOUR,
  notifyOnBooking: preference.notifyOnBooking ?? false,
});

/** The timing fields a request carries: days only where the timing counts them, no hour at creation. */
const timingOf = (values: PreferenceFormValues) => ({
  sendTiming: values.sendTiming,
  ...(usesDays(values.sendTiming) ? { days: parseDays(values.days) } : {}),
  ...(usesSendHour(values.sendTiming) ? { sendHour: values.sendHour } : {}),
});

/**
 * The new-appointment notification is sent only where the form shows it: with the flag off the
 * field stays out of the request, and whatever the server holds is left alone.
 */
const bookingNoticeOf = (values: PreferenceFormValues, bookingNotice: boolean) =>
  bookingNotice ? { notifyOnBooking: values.notifyOnBooking } : {};

export const toCreateBody = (
  practiceId: string,
  kind: MessageKind,
  enabled: boolean,
  values: PreferenceFormValues,
  bookingNotice: boolean,
): CommunicationPreferenceCreate =>
  CreateCommunicationPreferenceBody.parse({
    practiceId,
    kind,
    enabled,
    channels: values.channels,
    ...timingOf(values),
    ...bookingNoticeOf(values, bookingNotice),
  });

export const toUpdateBody = (
  values: PreferenceFormValues,
  bookingNotice: boolean,
): CommunicationPreferenceUpdate => ({
  channels: values.channels,
  ...timingOf(values),
  ...bookingNoticeOf(values, bookingNotice),
});
