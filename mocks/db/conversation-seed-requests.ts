import type { Channel, Language } from '@/api/generated/communication/model';
import { readReply } from '@/domain/reply-reading';
import { isValidEmail, isValidSmsPhone, optOutOf } from '@/domain/sending-contacts';
import { renderMessage } from '@/domain/message-rendering';
import type {
  CalendarDay,
  SendingAppointment,
  SendingPatient,
  SendingPractice,
} from '@/domain/sending-types';
import { addDays, isoSeconds, zonedDay } from '@/domain/zoned-time';
import { communicationTemplates } from './communication';
import { conversationIdOf } from './conversation-ids';
import { emailOutcome, HOUR_MS, MINUTE_MS, smsOutcome, unitDraw } from './conversation-seed-outcomes';
import { preferencesKeyOf } from './preferences-keys';
import type { InboxMessage } from './inbox-message';

/**
 * The confirmation requests of the seeded inbox (conversation-seed.ts), rendered from the
 * practice's own templates as they left, and a patient's answer to one.
 */

/** What seeding one practice's inbox works with; `out` receives the messages made. */
export interface SeedContext {
  practice: SendingPractice;
  patients: ReadonlyMap<string, SendingPatient>;
  today: CalendarDay;
  now: number;
  sendHour: number;
  clock: (day: CalendarDay, hour: number, minute: number) => number;
  timeZone: string;
  confirmationPageUrl: string;
  out: InboxMessage[];
}

const channelFor = (patient: SendingPatient): Channel | undefined => {
  if (isValidSmsPhone(patient.phone) && !optOutOf(patient, 'SMS')) return 'SMS';
  if (isValidEmail(patient.email) && !optOutOf(patient, 'EMAIL')) return 'EMAIL';
  return undefined;
};

/** When the confirmation request left: before the patient confirmed, or two days ahead at the hour. */
const requestTime = (context: SeedContext, appointment: SendingAppointment): number | undefined => {
  const { clock, sendHour, now, today } = context;
  const created = Date.parse(appointment.createdAt);
  const minute = Math.floor(unitDraw(`${appointment.id}/minute`) * 20);
  const startDay = zonedDay(new Date(appointment.startsAt), context.timeZone);
  // Confirmed long before (soon after booking): by the booking notice's link, not a request.
  if (
    appointment.confirmedAt &&
    Date.parse(appointment.startsAt) - Date.parse(appointment.confirmedAt) > 9 * 24 * HOUR_MS
  )
    return undefined;
  let at = appointment.confirmedAt
    ? Date.parse(appointment.confirmedAt) -
      (20 + Math.floor(unitDraw(`${appointment.id}/lead`) * 280)) * MINUTE_MS
    : clock(addDays(startDay, -2), sendHour, minute);
  if (at >= now) at = clock(addDays(today, -1), sendHour, minute);
  return at > created && at < now ? at : undefined;
};

const languageOf = (context: SeedContext, patient: SendingPatient): Language =>
  patient.language ?? context.practice.communicationLanguage;

export const requestOf = (context: SeedContext, appointment: SendingAppointment, patient: SendingPatient) => {
  const channel = channelFor(patient);
  const at = requestTime(context, appointment);
  if (!channel || at === undefined) return undefined;
  const language = languageOf(context, patient);
  const template = communicationTemplates.findFirst((q) =>
    q.where({ practiceId: context.practice.id, kind: 'CONFIRMATION', channel, language }),
  );
  if (!template) return undefined;
  const rendered = renderMessage(template, {
    practice: context.practice,
    patient,
    appointment: { ...appointment, confirmedAt: undefined, confirmedStartsAt: undefined },
    language,
    channel,
    at,
    confirmationPageUrl: context.confirmationPageUrl,
    preferencesKeyOf,
  });
  const to = channel === 'SMS' ? patient.phone! : patient.email!;
  const key = appointment.id;
  const message: InboxMessage = {
    id: `request-${appointment.id}`,
    conversationId: conversationIdOf(patient),
    patientId: patient.id,
    direction: 'OUTBOUND',
    author: 'AUTOMATED',
    kind: 'CONFIRMATION',
    appointmentId: appointment.id,
    appointmentStartsAt: appointment.startsAt,
    channel,
    at: isoSeconds(at),
    to,
    text: rendered.body,
    ...(rendered.subject ? { subject: rendered.subject } : {}),
    outcome: channel === 'SMS' ? smsOutcome(patient, key, at) : emailOutcome(key, at),
  };
  return { message, channel, at, language, to };
};

export const inbound = (
  request: { message: InboxMessage; channel: Channel; to: string },
  id: string,
  at: number,
  text: string,
  effect: InboxMessage['effect'],
): InboxMessage => ({
  id,
  conversationId: request.message.conversationId,
  patientId: request.message.patientId,
  direction: 'INBOUND',
  author: 'PATIENT',
  channel: request.channel,
  at: isoSeconds(at),
  from: request.to,
  text,
  reading: readReply(text).reading,
  effect,
});
