import type { Channel, ContactFailureReason, OptOutScope } from '@/api/generated/communication/model';
import { isConfirmedBy } from './appointment-confirmation';
import {
  appointmentConsent,
  recallConsent,
  type ConsentRecord,
  type ConsentWithdrawal,
} from './patient-consent';
import { hasValidContact, optOutOf } from './sending-contacts';
import type { Occasion } from './sending-occasions';
import type { CalendarDay, SendingAppointment, SkipReason } from './sending-types';
import { addYears, isoSeconds } from './zoned-time';

/**
 * Why a message will not go (docs/decisions/017-sending-rules.md): the first reason of
 * SKIP_REASONS that applies. What the clinic chose, then the patient's file, then the day, then
 * the channel; the SMS package is judged last, on the messages that would otherwise go
 * (sms-forecast.ts).
 */
export interface Skip {
  reason: SkipReason;
  /** ISO date-time of what the reason refers to (the confirmation, the opt-out, …). */
  reasonAt?: string | undefined;
  optOutKeyword?: string | undefined;
  optOutScope?: OptOutScope | undefined;
  contactReason?: ContactFailureReason | undefined;
  /** UPCOMING_HYGIENE_APPOINTMENT: the appointment that makes the recall needless. */
  appointment?: SendingAppointment | undefined;
}

export interface ReasonSources {
  /** The kind is on, or will be once the change under way reaches the practice (isSwitchedOn). */
  switchedOn: boolean;
  /** The practice's days with at least one appointment that is not cancelled. */
  appointmentDays: ReadonlySet<CalendarDay>;
  /** A patient's hygiene appointments that are not cancelled, by start. */
  hygieneAppointments: (patientId: string) => readonly SendingAppointment[];
  /** The instant a practice's day begins, to date a last hygiene visit known by its day only. */
  startOfDay: (day: CalendarDay) => number;
  /** A patient's consent records (consentsByPatient). */
  consents: (patientId: string) => readonly ConsentRecord[];
  /** The practice's time zone: implied consent lapses at the start of its day. */
  timeZone: string;
}

/** The same day two years earlier; February 29 becomes February 28. */
export const twoYearsBefore = (day: CalendarDay): CalendarDay => addYears(day, -2);

/**
 * The reasons that hold whatever the channel, if any: the kind, the patient's file, the day.
 * A recall's consent is judged per channel between the two: after what makes the recall needless
 * (the kind, an upcoming hygiene appointment), before the clinic's own rules of the day.
 */
export interface OccasionSkips {
  beforeConsent?: Skip | undefined;
  afterConsent?: Skip | undefined;
}

const beforeConsent = (occasion: Occasion, sources: ReasonSources): Skip | undefined => {
  if (!sources.switchedOn) return { reason: 'KIND_DISABLED' };
  const { appointment, patient } = occasion;
  if (occasion.kind === 'CONFIRMATION' && appointment && isConfirmedBy(appointment, occasion.at)) {
    return { reason: 'ALREADY_CONFIRMED', reasonAt: isoSeconds(Date.parse(appointment.confirmedAt!)) };
  }
  if (occasion.kind !== 'HYGIENE_RECALL') return undefined;
  const upcoming = sources
    .hygieneAppointments(patient.id)
    .find((hygiene) => Date.parse(hygiene.startsAt) > occasion.at);
  if (!upcoming) return undefined;
  const reasonAt = isoSeconds(Date.parse(upcoming.startsAt));
  return { reason: 'UPCOMING_HYGIENE_APPOINTMENT', reasonAt, appointment: upcoming };
};

const afterConsent = (occasion: Occasion, sources: ReasonSources): Skip | undefined => {
  const { appointment, patient } = occasion;
  if (occasion.kind === 'HYGIENE_RECALL') {
    const lastVisit = patient.lastHygieneVisit;
    // "In the last 2 years": a visit exactly two years before the recall's day still counts.
    if (!lastVisit || lastVisit < twoYearsBefore(occasion.day)) {
      const reasonAt = lastVisit ? isoSeconds(sources.startOfDay(lastVisit)) : undefined;
      return { reason: 'NO_HYGIENE_VISIT_IN_TWO_YEARS', reasonAt };
    }
  }
  // A booking made minutes before the appointment: its message would arrive once it has begun.
  if (appointment && occasion.at >= Date.parse(appointment.startsAt)) {
    return { reason: 'APPOINTMENT_STARTED', reasonAt: isoSeconds(Date.parse(appointment.startsAt)) };
  }
  if (!sources.appointmentDays.has(occasion.day)) return { reason: 'NO_APPOINTMENT_THAT_DAY' };
  return undefined;
};

export const occasionSkips = (occasion: Occasion, sources: ReasonSources): OccasionSkips => {
  const before = beforeConsent(occasion, sources);
  return before ? { beforeConsent: before } : { afterConsent: afterConsent(occasion, sources) };
};

/**
 * A recall without a valid consent on its channel (patient-consent.ts): none on file, or only an
 * implied one that lapsed. A withdrawal is the patient's own stop: it reads as OPTED_OUT, with
 * the other stops (channelSkip).
 */
const recallConsentSkip = (
  occasion: Occasion,
  channel: Channel,
  sources: ReasonSources,
): Skip | undefined => {
  if (occasion.kind !== 'HYGIENE_RECALL') return undefined;
  const records = sources.consents(occasion.patient.id);
  const consent = recallConsent(records, occasion.patient, channel, occasion.at, sources.timeZone);
  if (consent.status === 'NONE') return { reason: 'NO_CONSENT' };
  if (consent.status === 'LAPSED')
    return { reason: 'CONSENT_LAPSED', reasonAt: isoSeconds(consent.lapsedAt) };
  return undefined;
};

const withdrawn = (record: ConsentWithdrawal): Skip => ({
  reason: 'OPTED_OUT',
  reasonAt: isoSeconds(Date.parse(record.recordedAt)),
  optOutKeyword: record.channel === 'SMS' ? record.keyword : undefined,
  optOutScope: record.scope,
});

/** A withdrawal of consent that names the message: of its category, or of everything. */
const withdrawalSkip = (occasion: Occasion, channel: Channel, sources: ReasonSources): Skip | undefined => {
  const records = sources.consents(occasion.patient.id);
  const consent =
    occasion.kind === 'HYGIENE_RECALL'
      ? recallConsent(records, occasion.patient, channel, occasion.at, sources.timeZone)
      : appointmentConsent(records, occasion.patient.id, channel, occasion.at);
  return consent.status === 'WITHDRAWN' ? withdrawn(consent.record) : undefined;
};

/** The reason that holds for one channel once the occasion's own reasons are cleared. */
const channelSkip = (occasion: Occasion, channel: Channel, sources: ReasonSources): Skip | undefined => {
  const optOut = optOutOf(occasion.patient, channel);
  if (optOut) {
    return {
      reason: 'OPTED_OUT',
      reasonAt: isoSeconds(Date.parse(optOut.at)),
      optOutKeyword: channel === 'SMS' ? optOut.keyword : undefined,
    };
  }
  const withdrawal = withdrawalSkip(occasion, channel, sources);
  if (withdrawal) return withdrawal;
  if (!hasValidContact(occasion.patient, channel)) return { reason: 'NO_VALID_CONTACT' };
  // A contact that failed for good (a landline, a hard bounce…): no valid contact, and why.
  const issue = occasion.patient.contactIssues?.[channel];
  if (issue) return { reason: 'NO_VALID_CONTACT', reasonAt: issue.since, contactReason: issue.reason };
  return undefined;
};

/** Why one channel's message of an occasion will not go: the first reason, in SKIP_REASONS order. */
export const messageSkip = (
  skips: OccasionSkips,
  occasion: Occasion,
  channel: Channel,
  sources: ReasonSources,
): Skip | undefined =>
  skips.beforeConsent ??
  recallConsentSkip(occasion, channel, sources) ??
  skips.afterConsent ??
  channelSkip(occasion, channel, sources);
