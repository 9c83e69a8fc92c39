import type { Channel, ContactFailureReason } from '@/api/generated/communication/model';
import { isConfirmedBy } from './appointment-confirmation';
import { hasValidContact, optOutOf } from './sending-contacts';
import type { Occasion } from './sending-occasions';
import type { CalendarDay, SendingAppointment, SkipReason } from './sending-types';
import { isoSeconds } from './zoned-time';

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
}

/** The same day two years earlier; February 29 becomes February 28. */
export const twoYearsBefore = (day: CalendarDay): CalendarDay => {
  const earlier = `${String(Number(day.slice(0, 4)) - 2).padStart(4, '0')}${day.slice(4)}`;
  return earlier.endsWith('-02-29') ? `${earlier.slice(0, 8)}28` : earlier;
};

/** The reason that holds whatever the channel, if any: the kind, the patient's file, the day. */
export const occasionSkip = (occasion: Occasion, sources: ReasonSources): Skip | undefined => {
  if (!sources.switchedOn) return { reason: 'KIND_DISABLED' };
  const { appointment, patient } = occasion;
  if (occasion.kind === 'CONFIRMATION' && appointment && isConfirmedBy(appointment, occasion.at)) {
    return { reason: 'ALREADY_CONFIRMED', reasonAt: isoSeconds(Date.parse(appointment.confirmedAt!)) };
  }
  if (occasion.kind === 'HYGIENE_RECALL') {
    const upcoming = sources
      .hygieneAppointments(patient.id)
      .find((hygiene) => Date.parse(hygiene.startsAt) > occasion.at);
    if (upcoming) {
      const reasonAt = isoSeconds(Date.parse(upcoming.startsAt));
      return { reason: 'UPCOMING_HYGIENE_APPOINTMENT', reasonAt, appointment: upcoming };
    }
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

/** The reason that holds for one channel once the occasion's own reasons are cleared. */
export const channelSkip = (occasion: Occasion, channel: Channel): Skip | undefined => {
  const optOut = optOutOf(occasion.patient, channel);
  if (optOut) {
    return {
      reason: 'OPTED_OUT',
      reasonAt: isoSeconds(Date.parse(optOut.at)),
      optOutKeyword: channel === 'SMS' ? optOut.keyword : undefined,
    };
  }
  if (!hasValidContact(occasion.patient, channel)) return { reason: 'NO_VALID_CONTACT' };
  // A contact that failed for good (a landline, a hard bounce…): no valid contact, and why.
  const issue = occasion.patient.contactIssues?.[channel];
  if (issue) return { reason: 'NO_VALID_CONTACT', reasonAt: issue.since, contactReason: issue.reason };
  return undefined;
};
