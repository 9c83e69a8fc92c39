import type { Channel, Language } from '@/api/generated/communication/model';
import { MessageKind } from '@/api/generated/communication/model/messageKind';
import { isSwitchedOn } from './communication-timing';
import { renderMessage } from './message-rendering';
import { consentsByPatient } from './patient-consent';
import { practiceClock, type PracticeClock } from './practice-clock';
import { summariseDays } from './sending-days';
import { occasionsOf, type Occasion } from './sending-occasions';
import { inSendingOrder, nameRanks, type OrderedMessage } from './sending-order';
import { messageSkip, occasionSkips, type ReasonSources, type Skip } from './sending-reasons';
import type { PlannedMessage, SendingAppointment, SendingPlanInput, SendingTemplate } from './sending-types';
import type { SendingPlan } from './sending-plan-types';
import { smsSegments } from './sms-segments';
import { chargeSmsPackage } from './sms-forecast';
import { endOfMonth, isoSeconds } from './zoned-time';

/**
 * Who will receive which message, when, and why a message will not go (SPEC §4 and §9,
 * docs/decisions/017-sending-rules.md): the one computation behind the upcoming list, its
 * summary, the dashboard's counts and the SMS forecast, so that a change of rule changes them
 * all at once.
 */

const KINDS: readonly MessageKind[] = Object.values(MessageKind);

/** ISO date-times of a plan: its messages share a few hundred moments (each day's 9 h…). */
const isoWriter = () => {
  const written = new Map<number, string>();
  return (instant: number): string => {
    let iso = written.get(instant);
    if (iso === undefined) {
      iso = isoSeconds(instant);
      written.set(instant, iso);
    }
    return iso;
  };
};

const appointmentSummary = (
  appointment: SendingAppointment,
  language: Language,
  iso: (ms: number) => string,
) => ({
  id: appointment.id,
  startsAt: iso(Date.parse(appointment.startsAt)),
  type: (language === 'FR' && appointment.type.labelFr) || appointment.type.label,
  hygiene: appointment.type.isHygiene,
});

/** The reasons' view of the practice's appointments: the days they fill, each patient's hygiene ones. */
const reasonData = (appointments: readonly SendingAppointment[], clock: PracticeClock) => {
  const appointmentDays = new Set<string>();
  const hygiene = new Map<string, SendingAppointment[]>();
  for (const appointment of appointments) {
    appointmentDays.add(clock.dayOf(Date.parse(appointment.startsAt)));
    if (!appointment.type.isHygiene) continue;
    const list = hygiene.get(appointment.patientId) ?? [];
    list.push(appointment);
    hygiene.set(appointment.patientId, list);
  }
  for (const list of hygiene.values()) list.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return { appointmentDays, hygieneAppointments: (patientId: string) => hygiene.get(patientId) ?? [] };
};

export const buildSendingPlan = (input: SendingPlanInput): SendingPlan => {
  const { practice, from, to } = input;
  const clock = practiceClock(practice);
  const now = input.now.getTime();
  const today = clock.dayOf(now);
  // The package is judged on every SMS from now on, and the month's projection needs its end.
  const monthEnd = endOfMonth(today);
  const window = { after: now, today, lastDay: to > monthEnd ? to : monthEnd };
  const patients = new Map(input.patients.map((patient) => [patient.id, patient]));
  const appointments = input.appointments.filter((appointment) => !appointment.cancelled);
  const ranks = nameRanks(input.patients);
  const templates = new Map<string, SendingTemplate>();
  for (const template of input.templates) {
    const key = `${template.kind}|${template.channel}|${template.language}`;
    if (!templates.has(key)) templates.set(key, template);
  }
  const shared = {
    ...reasonData(appointments, clock),
    startOfDay: (day: string) => clock.at(day, 0),
    consents: consentsByPatient(input.consents),
    timeZone: practice.timezone,
  };

  const iso = isoWriter();
  const drafts: OrderedMessage[] = [];
  const draft = (occasion: Occasion, channel: Channel, reasonSkip: Skip | undefined): OrderedMessage => {
    const { patient, appointment } = occasion;
    const language = patient.language ?? practice.communicationLanguage;
    const template = templates.get(`${occasion.kind}|${channel}|${language}`);
    // Without a template nothing can be sent: judged after the patient's own reasons, so the
    // count of NO_TEMPLATE is what adding the template would send.
    const skip: Skip | undefined = reasonSkip ?? (template ? undefined : { reason: 'NO_TEMPLATE' });
    const message: PlannedMessage = {
      id: `${occasion.key}.${channel}`,
      kind: occasion.kind,
      channel,
      language,
      scheduledAt: iso(occasion.at),
      day: occasion.day,
      ...(occasion.heldFrom === undefined ? {} : { heldFrom: iso(occasion.heldFrom) }),
      status: skip ? 'SKIPPED' : 'PLANNED',
      patient: {
        id: patient.id,
        fileNumber: patient.fileNumber,
        firstName: patient.firstName,
        lastName: patient.lastName,
      },
    };
    if (skip) {
      message.reason = skip.reason;
      if (skip.reasonAt !== undefined) message.reasonAt = skip.reasonAt;
      if (skip.optOutKeyword !== undefined) message.optOutKeyword = skip.optOutKeyword;
      if (skip.optOutScope !== undefined) message.optOutScope = skip.optOutScope;
      if (skip.contactReason !== undefined) message.contactReason = skip.contactReason;
    }
    const about = appointment ?? skip?.appointment;
    if (about) message.appointment = appointmentSummary(about, language, iso);
    if (occasion.dueDate) message.dueDate = occasion.dueDate;
    // The text is worked out for the list, and for every SMS the package may have to take.
    const listed = occasion.day >= from && occasion.day <= to;
    if (template && (listed || (channel === 'SMS' && !skip))) {
      message.message = renderMessage(template, {
        practice,
        patient,
        appointment,
        dueDate: occasion.dueDate,
        language,
        channel,
        at: occasion.at,
        confirmationPageUrl: input.confirmationPageUrl,
        preferencesKeyOf: input.preferencesKeyOf,
      });
      if (channel === 'SMS') message.smsSegments = smsSegments(message.message.body);
    }
    return { second: Math.floor(occasion.at / 1000), rank: ranks.get(patient.id) ?? 0, message };
  };

  for (const kind of KINDS) {
    // A kind never configured has no timing: it plans nothing and lists nothing.
    const preference = input.preferences.find((candidate) => candidate.kind === kind);
    if (!preference) continue;
    const sources: ReasonSources = { ...shared, switchedOn: isSwitchedOn(preference.state) };
    const channels = [...new Set(preference.channels)];
    for (const occasion of occasionsOf(preference, { patients, appointments, clock }, window)) {
      const skips = occasionSkips(occasion, sources);
      for (const channel of channels)
        drafts.push(draft(occasion, channel, messageSkip(skips, occasion, channel, sources)));
    }
  }

  drafts.sort(inSendingOrder);
  const all = drafts.map((entry) => entry.message);
  const forecast = chargeSmsPackage(all, input.smsPackage, today, window.lastDay);
  const messages = all.filter((message) => message.day >= from && message.day <= to);
  return { messages, days: summariseDays(messages, from, to), forecast };
};
