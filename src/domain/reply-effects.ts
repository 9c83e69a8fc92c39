import type { Channel, Language } from '@/api/generated/communication/model';
import { isConfirmedBy } from './appointment-confirmation';
import { contactKey } from './contact-keys';
import { helpAnswer } from './reply-help-answer';
import { readReply, type ReplyReadingResult } from './reply-reading';
import type { OptOut, SendingAppointment, SendingPatient, SendingPractice } from './sending-types';

/**
 * What a patient's reply does (docs/decisions/045-reading-patient-replies.md), as a pure function:
 * the offline API applies the effect to its data, the backend to its own.
 *
 * - A reply from a contact no patient has now is UNKNOWN_SENDER, whatever it says.
 * - CONFIRM confirms the appointment of the most recent pending confirmation request sent to that
 *   contact, as the public confirmation page does; with no pending request it needs a reply.
 * - OPT_OUT stops the channel at the reply's moment for every patient who has that contact: the
 *   person who holds the number or the mailbox asked for it (CASL is about the address).
 * - OPT_IN lifts the channel's opt-outs of the same patients.
 * - HELP is answered at once, in the language of the patient the contact was last written to.
 * - Anything else waits for staff.
 *
 * A contact shared by several patients (a family): a confirmation goes to the one patient whose
 * request is pending; when requests of two patients or more are pending, staff decide (never
 * guess which child's appointment "Oui" is about).
 */

/** A confirmation request that left, to the contact it went to. */
export interface ConfirmationRequestSent {
  appointmentId: string;
  patientId: string;
  channel: Channel;
  /** ISO date-time. */
  sentAt: string;
  /** The phone number or email address, as sent. */
  to: string;
  /**
   * ISO date-time of the start the request named, when known: an appointment moved since is no
   * longer the one the patient answers about (decision 041: a confirmation is for a start).
   */
  appointmentStartsAt?: string | undefined;
}

export interface IncomingReply {
  channel: Channel;
  /** The phone number or email address it came from, as the provider gives it. */
  from: string;
  /** SMS: the text; email: the new text, without the quoted message. */
  text: string;
  /** ISO date-time. */
  receivedAt: string;
}

export interface ReplyEffectInput {
  reply: IncomingReply;
  practice: SendingPractice;
  patients: readonly SendingPatient[];
  appointments: readonly SendingAppointment[];
  requests: readonly ConfirmationRequestSent[];
}

/** Why a reply that is not read as needing staff still does: the reading, or what it lacks. */
export type NeedsReplyBecause = 'READING' | 'NO_PENDING_REQUEST' | 'SHARED_CONTACT';

interface KnownSender {
  reading: ReplyReadingResult;
  /** Every patient who has the contact now: the thread's patients. */
  patientIds: string[];
}

export type ReplyEffect =
  | { kind: 'UNKNOWN_SENDER'; reading: ReplyReadingResult }
  | (KnownSender & {
      kind: 'CONFIRM';
      patientId: string;
      appointmentId: string;
      /** What the appointment records, as the confirmation page does. */
      confirmedAt: string;
      confirmedStartsAt: string;
    })
  | (KnownSender & { kind: 'OPT_OUT'; optOut: OptOut })
  | (KnownSender & { kind: 'OPT_IN'; channel: Channel; at: string })
  | (KnownSender & {
      kind: 'HELP';
      answer: { channel: Channel; to: string; language: Language; body: string };
    })
  | (KnownSender & {
      kind: 'NEEDS_REPLY';
      because: NeedsReplyBecause;
      /** The patient the reply is most likely about, when one is: the only one, or the one last written to. */
      patientId?: string | undefined;
    });

const languageOf = (patient: SendingPatient, practice: SendingPractice): Language =>
  patient.language ?? practice.communicationLanguage;

export const replyEffect = ({
  reply,
  practice,
  patients,
  appointments,
  requests,
}: ReplyEffectInput): ReplyEffect => {
  const { channel, receivedAt } = reply;
  const key = contactKey(channel, reply.from);
  const senders = patients.filter(
    (patient) =>
      key !== undefined && contactKey(channel, channel === 'SMS' ? patient.phone : patient.email) === key,
  );
  const appointmentById = new Map(appointments.map((appointment) => [appointment.id, appointment]));
  const names = [
    practice.name,
    ...senders.flatMap((patient) => [patient.firstName, patient.lastName, patient.honorificsTitle]),
    ...appointments.flatMap((appointment) =>
      senders.some((patient) => patient.id === appointment.patientId) ? [appointment.professional] : [],
    ),
  ];
  const reading = readReply(reply.text, { names });
  if (senders.length === 0) return { kind: 'UNKNOWN_SENDER', reading };

  const patientIds = senders.map((patient) => patient.id);
  const at = Date.parse(receivedAt);
  // Requests to this contact, for a patient who still has it, before the reply: the latest first.
  const written = requests
    .filter(
      (request) =>
        request.channel === channel &&
        contactKey(channel, request.to) === key &&
        patientIds.includes(request.patientId) &&
        Date.parse(request.sentAt) <= at,
    )
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
  const lastWrittenTo =
    senders.length === 1 ? senders[0] : senders.find((patient) => patient.id === written[0]?.patientId);
  const known = { reading, patientIds };
  const needsReply = (because: NeedsReplyBecause): ReplyEffect => ({
    ...known,
    kind: 'NEEDS_REPLY',
    because,
    patientId: lastWrittenTo?.id,
  });

  switch (reading.reading) {
    case 'OPT_OUT':
      return {
        ...known,
        kind: 'OPT_OUT',
        optOut: { channel, at: receivedAt, ...(channel === 'SMS' ? { keyword: reading.keyword } : {}) },
      };
    case 'OPT_IN':
      return { ...known, kind: 'OPT_IN', channel, at: receivedAt };
    case 'HELP': {
      const languages = new Set(senders.map((patient) => languageOf(patient, practice)));
      const language = lastWrittenTo
        ? languageOf(lastWrittenTo, practice)
        : languages.size === 1
          ? [...languages][0]!
          : practice.communicationLanguage;
      return {
        ...known,
        kind: 'HELP',
        answer: { channel, to: reply.from, language, body: helpAnswer(practice, language, channel) },
      };
    }
    case 'NEEDS_REPLY':
      return needsReply('READING');
    case 'CONFIRM': {
      const pending = written.filter((request) => {
        const appointment = appointmentById.get(request.appointmentId);
        return (
          appointment !== undefined &&
          !appointment.cancelled &&
          Date.parse(appointment.startsAt) > at &&
          !isConfirmedBy(appointment, at) &&
          (request.appointmentStartsAt === undefined ||
            Date.parse(request.appointmentStartsAt) === Date.parse(appointment.startsAt))
        );
      });
      const [latest] = pending;
      if (!latest) return needsReply('NO_PENDING_REQUEST');
      if (pending.some((request) => request.patientId !== latest.patientId))
        return needsReply('SHARED_CONTACT');
      return {
        ...known,
        kind: 'CONFIRM',
        patientId: latest.patientId,
        appointmentId: latest.appointmentId,
        confirmedAt: receivedAt,
        confirmedStartsAt: appointmentById.get(latest.appointmentId)!.startsAt,
      };
    }
  }
};

/**
 * A patient's opt-outs once an effect is applied: OPT_OUT adds one unless the channel is already
 * stopped (the first opt-out is the one the plan and the opt-outs list show), OPT_IN lifts the
 * channel's.
 */
export const optOutsAfter = (patient: SendingPatient, effect: ReplyEffect): readonly OptOut[] => {
  if (effect.kind === 'UNKNOWN_SENDER' || !effect.patientIds.includes(patient.id)) return patient.optOuts;
  if (effect.kind === 'OPT_OUT') {
    const stopped = patient.optOuts.some((optOut) => optOut.channel === effect.optOut.channel);
    return stopped ? patient.optOuts : [...patient.optOuts, effect.optOut];
  }
  if (effect.kind === 'OPT_IN') return patient.optOuts.filter((optOut) => optOut.channel !== effect.channel);
  return patient.optOuts;
};
