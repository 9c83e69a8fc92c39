import type {
  Channel,
  CommunicationPreference,
  CommunicationTemplate,
  ContactFailureReason,
  Language,
  MessageKind,
  OptOutScope,
} from '@/api/generated/communication/model';
import type { ConsentRecord } from './consent-records';
import {
  SkipReason as SkipReasonValues,
  type SkipReason,
} from '@/api/generated/communication/model/skipReason';

/**
 * The inputs of the sending rules and the messages they plan (SPEC §4 and §9; the plan as a whole
 * is in sending-plan-types.ts): who will receive which message, when, and why a message will not
 * go. One home for the rules: the offline API answers
 * GET …/communication/upcoming from them and the screens explain their reasons
 * (docs/decisions/017-sending-rules.md).
 */

/**
 * Why a message will not go, in the order the rules look at them: a message carries the first
 * reason that applies, so "turned off" hides everything else and the package is judged last.
 * The contract's SkipReason lists them in that order, and is their one home.
 */
export const SKIP_REASONS: readonly SkipReason[] = Object.values(SkipReasonValues);

export type { SkipReason };

export type PlannedStatus = 'PLANNED' | 'SKIPPED';

/**
 * How far ahead the upcoming messages look: the days from the practice's today, today included.
 * Appointments are known this far ahead, so a range ends at most this many days after today.
 */
export const UPCOMING_RANGE_DAYS = 60;

/** A calendar day in the practice's time zone: YYYY-MM-DD. */
export type CalendarDay = string;

export type Province = 'quebec' | 'ontario' | 'new-brunswick';

export interface SendingPractice {
  id: string;
  name: string;
  /** As stored (+15145550123); the messages print it formatted for their language. */
  phone?: string | undefined;
  /** IANA time zone, e.g. America/Montreal: days, hours and business days are the practice's. */
  timezone: string;
  /** Statutory holidays are the province's; none but the national ones when absent. */
  province?: Province | undefined;
  /** The language of patients who have none (SPEC §3). */
  communicationLanguage: Language;
}

/** How a patient stopped a channel: STOP or ARRÊT answered to an SMS, or the email's unsubscribe link. */
export interface OptOut {
  channel: Channel;
  /** ISO date-time. */
  at: string;
  /** SMS only: the word the patient answered, as received (STOP, ARRÊT, Arret…). */
  keyword?: string | undefined;
}

export interface SendingPatient {
  id: string;
  fileNumber: string;
  firstName: string;
  lastName: string;
  /** M., Mme / Mr., Ms.: the `{{honorificsTitle}}` placeholder. */
  honorificsTitle?: string | undefined;
  /** Absent: the practice's communication language. */
  language?: Language | undefined;
  /** As the practice-management system holds it, valid or not. */
  phone?: string | undefined;
  email?: string | undefined;
  /** Day of the last hygiene visit, absent when there never was one. */
  lastHygieneVisit?: CalendarDay | undefined;
  /** Day the next hygiene visit is due, absent when none is due. */
  hygieneDueDate?: CalendarDay | undefined;
  optOuts: readonly OptOut[];
  /**
   * Contacts on file that failed for good, by channel (delivery-outcomes.ts, `withContactIssues`):
   * the rules no longer send to them until a later delivery.
   */
  contactIssues?: Partial<Record<Channel, ContactIssue>> | undefined;
}

/** Why a contact on file is no longer used, and since when (ISO date-time). */
export interface ContactIssue {
  reason: ContactFailureReason;
  since: string;
}

export interface SendingAppointmentType {
  id: string;
  label: string;
  labelFr?: string | undefined;
  isHygiene: boolean;
}

export interface SendingAppointment {
  id: string;
  patientId: string;
  /** ISO date-time of the start. */
  startsAt: string;
  type: SendingAppointmentType;
  /** The dentist or hygienist, for `{{professional}}`. */
  professional?: string | undefined;
  /** ISO date-time the appointment was booked. */
  createdAt: string;
  /** ISO date-time the patient confirmed it. */
  confirmedAt?: string | undefined;
  /**
   * ISO date-time of the start the patient confirmed: a confirmation holds for that start only,
   * so an appointment moved since is no longer confirmed (a confirmation without it counts for
   * no start).
   */
  confirmedStartsAt?: string | undefined;
  cancelled: boolean;
}

export type SendingPreference = Pick<
  CommunicationPreference,
  'kind' | 'state' | 'channels' | 'sendTiming' | 'days' | 'sendHour' | 'notifyOnBooking'
>;

export type SendingTemplate = Pick<
  CommunicationTemplate,
  'kind' | 'channel' | 'language' | 'subject' | 'body'
>;

/** The monthly SMS package, in segments; `used` is what the current month has used so far. */
export interface SmsPackageState {
  limit: number;
  used: number;
  /** Usage percentage from which the portal warns. */
  warningPercent: number;
}

export interface SendingPlanInput {
  practice: SendingPractice;
  preferences: readonly SendingPreference[];
  templates: readonly SendingTemplate[];
  patients: readonly SendingPatient[];
  appointments: readonly SendingAppointment[];
  smsPackage: SmsPackageState;
  /**
   * The practice's consent records (patient-consent.ts): a recall needs a valid one on its
   * channel, and a withdrawal stops what it names.
   */
  consents: readonly ConsentRecord[];
  /** First and last day of the range, inclusive, in the practice's time zone. */
  from: CalendarDay;
  to: CalendarDay;
  now: Date;
  /** Where `{{confirmationUrl}}` points: the portal's /confirmation page, as an absolute URL. */
  confirmationPageUrl: string;
  /**
   * The key of a patient's own page (`patient` of `{{preferencesUrl}}`), as the server keeps it:
   * opaque, never the patient's identifier. Without it the link names no patient.
   */
  preferencesKeyOf?: ((practiceId: string, patientId: string) => string) | undefined;
}

export interface PlannedMessage {
  /** Stable while the data behind it does not change: kind, appointment or patient, channel. */
  id: string;
  kind: MessageKind;
  channel: Channel;
  language: Language;
  /** The moment it goes (or would go), ISO date-time in UTC with seconds. */
  scheduledAt: string;
  /** The moment the rules gave it when it fell in quiet hours: it goes at `scheduledAt` instead. */
  heldFrom?: string | undefined;
  /** The practice's calendar day of `scheduledAt`. */
  day: CalendarDay;
  status: PlannedStatus;
  /** Only when SKIPPED. */
  reason?: SkipReason | undefined;
  /**
   * What the reason refers to, ISO date-time: the confirmation (ALREADY_CONFIRMED), the opt-out
   * (OPTED_OUT), the start of the hygiene appointment (UPCOMING_HYGIENE_APPOINTMENT), the last
   * hygiene visit (NO_HYGIENE_VISIT_IN_TWO_YEARS, absent when there never was one), the start of
   * the day the implied consent lapsed (CONSENT_LAPSED).
   */
  reasonAt?: string | undefined;
  /** OPTED_OUT by SMS: the word the patient answered. */
  optOutKeyword?: string | undefined;
  /** OPTED_OUT by a withdrawal of consent: what it withdrew from (absent for STOP or the link). */
  optOutScope?: OptOutScope | undefined;
  /** NO_VALID_CONTACT because the contact on file failed for good: why. */
  contactReason?: ContactFailureReason | undefined;
  patient: Pick<SendingPatient, 'id' | 'fileNumber' | 'firstName' | 'lastName'>;
  /**
   * The appointment the message is about; for a hygiene recall skipped because of an upcoming
   * hygiene appointment, that appointment; absent for other recalls.
   */
  appointment?: { id: string; startsAt: string; type: string; hygiene: boolean } | undefined;
  /** HYGIENE_RECALL: the due date it recalls. */
  dueDate?: CalendarDay | undefined;
  /** The text as the patient would read it; absent when the practice has no template for it. */
  message?: { subject?: string | undefined; body: string } | undefined;
  /** SMS with a text: segments it takes with the patient's real values. */
  smsSegments?: number | undefined;
}
