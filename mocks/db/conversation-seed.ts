import type { Language } from '@/api/generated/communication/model';
import { DEFAULT_SEND_HOUR } from '@/domain/communication-timing';
import { helpAnswer } from '@/domain/reply-help-answer';
import { readReply } from '@/domain/reply-reading';
import { optOutOf } from '@/domain/sending-contacts';
import type { CalendarDay, SendingAppointment } from '@/domain/sending-types';
import { addDays, isoSeconds, zonedDay } from '@/domain/zoned-time';
import { communicationPreferences } from './communication';
import { areaCodesOf } from './communication-names';
import { confirmationPageUrl } from './confirmation-page-url';
import { conversationIdOf } from './conversation-ids';
import { HOUR_MS, MINUTE_MS, pickBy, unitDraw } from './conversation-seed-outcomes';
import { inbound, requestOf, type SeedContext } from './conversation-seed-requests';
import type { InboxMessage } from './inbox-message';
import { SEEDED_REPLIES } from './conversation-texts';
import { isGeneratedPractice } from './practice-context';
import { PRACTICES } from './practice-directory';
import { generationOf } from './practice-generation';
import { findPractice } from './practices';
import { sendingPracticeOf } from './sending-practice';

/**
 * The replies and receipts of a practice's recent messages, made up on demand from its generated
 * patients and appointments (practice-generation.ts) and kept for the hour: never stored, so the
 * offline start-up stays as fast as without them. What staff and patients do in the offline mode
 * is written apart (conversation-events.ts) and laid over it.
 *
 * Consistent with the rest of the world: a seeded "Oui" is the confirmation the generation
 * already gave the appointment, at that moment; a seeded question goes only to an appointment
 * that is not confirmed; a seeded STOP is an opt-out the patient has.
 */

export interface SeededInbox {
  /** Oldest first. */
  messages: readonly InboxMessage[];
  /** Conversations staff had already handled (read and done) when the seed's hour began. */
  handledAt: ReadonlyMap<string, string>;
}

/** Replies older than this were handled by the front desk of the seed's world. */
const HANDLED_AFTER_MS = 24 * HOUR_MS;
/** Appointments of the next week have had their confirmation requests. */
const REQUEST_WINDOW_DAYS = 7;

/** A request, and what the patient answered to it when they did (about one in five). */
const seedAppointment = (context: SeedContext, appointment: SendingAppointment): void => {
  const patient = context.patients.get(appointment.patientId);
  if (!patient || appointment.cancelled) return;
  const request = requestOf(context, appointment, patient);
  if (!request) return;
  context.out.push(request.message);
  if (request.message.outcome?.status !== 'DELIVERED') return;
  const draw = unitDraw(`${appointment.id}/reply`);
  const texts = (kind: keyof typeof SEEDED_REPLIES) => SEEDED_REPLIES[kind][request.language];
  const id = `reply-${appointment.id}`;
  if (appointment.confirmedAt) {
    // Half of those who confirmed did it by answering, the others by the link.
    if (draw < 0.5) {
      const text = pickBy(texts('CONFIRM'), unitDraw(`${id}/text`));
      context.out.push(inbound(request, id, Date.parse(appointment.confirmedAt), text, 'CONFIRMED'));
    }
    return;
  }
  const at = request.at + (5 + Math.floor(unitDraw(`${id}/after`) * 600)) * MINUTE_MS;
  if (at >= context.now) return;
  if (draw < 0.14) {
    context.out.push(inbound(request, id, at, pickBy(texts('NEEDS_REPLY'), unitDraw(`${id}/text`)), 'NONE'));
  } else if (draw < 0.16) {
    context.out.push(
      inbound(request, id, at, pickBy(texts('HELP'), unitDraw(`${id}/text`)), 'HELP_ANSWERED'),
    );
    context.out.push({
      id: `help-${appointment.id}`,
      conversationId: request.message.conversationId,
      patientId: patient.id,
      direction: 'OUTBOUND',
      author: 'AUTOMATED',
      channel: request.channel,
      at: isoSeconds(at + 2000),
      to: request.to,
      text: helpAnswer(context.practice, request.language, request.channel),
      outcome: { status: 'DELIVERED', at: isoSeconds(at + 5000) },
    });
  }
};

/** Patients who answered STOP or ARRÊT in the last month: their word, in their conversation. */
const seedOptOuts = (context: SeedContext): void => {
  for (const patient of context.patients.values()) {
    const optOut = optOutOf(patient, 'SMS');
    if (!optOut?.keyword || !patient.phone) continue;
    const at = Date.parse(optOut.at);
    if (at >= context.now || context.now - at > 30 * 24 * HOUR_MS) continue;
    context.out.push({
      id: `stop-${patient.id}`,
      conversationId: conversationIdOf(patient),
      patientId: patient.id,
      direction: 'INBOUND',
      author: 'PATIENT',
      channel: 'SMS',
      at: isoSeconds(at),
      from: patient.phone,
      text: optOut.keyword,
      reading: 'OPT_OUT',
      effect: 'OPTED_OUT',
    });
  }
};

/** A few texts from numbers no patient has: a wrong number, someone who changed phones. */
const seedUnknownSenders = (context: SeedContext, areaCodes: readonly string[]): void => {
  for (let index = 0; index < 3; index += 1) {
    const key = `${context.practice.id}/${context.today}/unknown/${index}`;
    const line = String(Math.floor(unitDraw(`${key}/line`) * 10_000)).padStart(4, '0');
    const from = `+1${pickBy(areaCodes, unitDraw(`${key}/area`))}555${line}`;
    const language: Language =
      unitDraw(`${key}/language`) < 0.6 ? context.practice.communicationLanguage : 'EN';
    const text = pickBy(SEEDED_REPLIES.UNKNOWN_SENDER[language], unitDraw(`${key}/text`));
    context.out.push({
      id: `unknown-${context.today}-${index}`,
      conversationId: conversationIdOf({ channel: 'SMS', from }),
      direction: 'INBOUND',
      author: 'PATIENT',
      channel: 'SMS',
      at: isoSeconds(context.now - (2 + Math.floor(unitDraw(`${key}/ago`) * 60)) * HOUR_MS),
      from,
      text,
      reading: readReply(text).reading,
      effect: 'NONE',
    });
  }
};

const confirmationSendHour = (practiceId: string): number =>
  communicationPreferences.findFirst((q) => q.where({ practiceId, kind: 'CONFIRMATION' }))?.sendHour ??
  DEFAULT_SEND_HOUR;

const build = (
  practiceId: string,
  today: CalendarDay,
  now: number,
  confirmationPageUrl: string,
): SeededInbox => {
  const record = findPractice(practiceId);
  if (!record || !isGeneratedPractice(practiceId)) return { messages: [], handledAt: new Map() };
  const generation = generationOf(practiceId, today);
  const context: SeedContext = {
    practice: sendingPracticeOf(record),
    patients: new Map(generation.patients.map((patient) => [patient.id, patient])),
    today,
    now,
    sendHour: confirmationSendHour(practiceId),
    clock: generation.clock,
    timeZone: record.timezone,
    confirmationPageUrl,
    out: [],
  };
  const last = addDays(today, REQUEST_WINDOW_DAYS);
  for (const appointment of generation.appointments) {
    if (zonedDay(new Date(appointment.startsAt), record.timezone) > last) break;
    seedAppointment(context, appointment);
  }
  seedOptOuts(context);
  const entry = PRACTICES.find((practice) => practice.id === practiceId);
  if (entry) seedUnknownSenders(context, areaCodesOf(entry));
  const messages = context.out.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const lastReply = new Map<string, string>();
  for (const message of messages)
    if (message.direction === 'INBOUND') lastReply.set(message.conversationId, message.at);
  const handledAt = new Map([...lastReply].filter(([, at]) => now - Date.parse(at) > HANDLED_AFTER_MS));
  return { messages, handledAt };
};

const MEMO_LIMIT = 8;
const memo = new Map<string, SeededInbox>();

/** The practice's seeded inbox as of `now` (the hour it falls in): the same for the same hour. */
export const seededInbox = (practiceId: string, now: Date): SeededInbox => {
  const record = findPractice(practiceId);
  if (!record) return { messages: [], handledAt: new Map() };
  const today = zonedDay(now, record.timezone);
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const url = confirmationPageUrl();
  const key = `${practiceId}/${record.timezone}/${hour}/${url}`;
  let inbox = memo.get(key);
  if (!inbox) {
    inbox = build(practiceId, today, hour, url);
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(key, inbox);
  }
  return inbox;
};

export const forgetSeededInboxes = (): void => memo.clear();
