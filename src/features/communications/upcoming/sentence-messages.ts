import { defineMessage, type TypedMessageDescriptor } from 'react-intl';
import type {
  Channel,
  ContactFailureReason,
  MessageKind,
  OptOutScope,
} from '@/api/generated/communication/model';

type Sending = { channel: Channel; time: string };
type AboutAppointment = Sending & { date: string; appointmentTime: string };
/** `dated` is 'yes' when the reason's date is known; `date` is then formatted, else empty. */
type Dated = { dated: 'yes' | 'no'; date: string };

/** What an upcoming message is and when it goes, in one sentence (its day is the heading above it). */
export const sendingMessages = {
  REMINDER: defineMessage<AboutAppointment>({
    id: 'communications.upcoming.sending.reminder',
    defaultMessage:
      '{channel, select, SMS {SMS notification} other {Email notification}} at {time} for the appointment on {date} at {appointmentTime}.',
    description:
      'An appointment notification that will go; {time} and {appointmentTime} are times of day, {date} e.g. "Wednesday, December 2"',
  }),
  CONFIRMATION: defineMessage<AboutAppointment>({
    id: 'communications.upcoming.sending.confirmation',
    defaultMessage:
      '{channel, select, SMS {SMS confirmation request} other {Email confirmation request}} at {time} for the appointment on {date} at {appointmentTime}.',
    description:
      'A request to confirm an appointment that will go; {time} and {appointmentTime} are times of day, {date} e.g. "Wednesday, December 2"',
  }),
  HYGIENE_RECALL: defineMessage<Sending & { dueDate: string }>({
    id: 'communications.upcoming.sending.hygieneRecall',
    defaultMessage:
      '{channel, select, SMS {SMS hygiene recall} other {Email hygiene recall}} at {time}, for the hygiene visit due on {dueDate}.',
    description: 'A hygiene recall that will go; {time} is a time of day, {dueDate} e.g. "December 1"',
  }),
  /** Without its appointment or due date (the contract makes them optional). */
  other: defineMessage<Sending & { kind: MessageKind }>({
    id: 'communications.upcoming.sending.other',
    defaultMessage:
      '{kind, select, REMINDER {Appointment notification} CONFIRMATION {Appointment confirmation} other {Hygiene recall}} by {channel, select, SMS {SMS} other {email}} at {time}.',
    description: 'An upcoming message whose appointment or due date is not known; {time} is a time of day',
  }),
};

/**
 * A message quiet hours moved to the next morning: when it goes, when the rules had it, and the
 * quiet hours ({start} to {end}, the practice's wall clock).
 */
export const heldMessage = defineMessage<{
  time: string;
  sameDay: 'yes' | 'no';
  heldDate: string;
  heldTime: string;
  start: string;
  end: string;
}>({
  id: 'communications.upcoming.held',
  defaultMessage:
    'Held until {time}: due {sameDay, select, yes {at {heldTime}} other {on {heldDate} at {heldTime}}}, during quiet hours ({start} to {end})',
  description:
    'Why an upcoming message leaves at the start of the morning: nothing leaves from {start} (9 p.m.) to {end} (8 a.m.) in the clinic’s time zone, and the rules had it in that time (e.g. a booking notice for a booking made at 10:34 p.m.); {time}, {heldTime} are times of day, {heldDate} e.g. "November 29"',
});

/** Why a message will not go, one sentence per reason, with the date the reason refers to. */
export const reasonMessages = {
  KIND_DISABLED: defineMessage<{ kind: MessageKind }>({
    id: 'communications.upcoming.reason.kindDisabled',
    defaultMessage:
      '{kind, select, REMINDER {Appointment notifications are turned off} CONFIRMATION {Appointment confirmations are turned off} other {Hygiene recalls are turned off}}',
    description: 'Why an upcoming message will not go: the clinic turned this kind of message off',
  }),
  ALREADY_CONFIRMED: defineMessage<Dated>({
    id: 'communications.upcoming.reason.alreadyConfirmed',
    defaultMessage: '{dated, select, yes {Already confirmed on {date}} other {Already confirmed}}',
    description:
      'Why a confirmation request will not go: the patient already confirmed the appointment; {date} e.g. "November 24"',
  }),
  UPCOMING_HYGIENE_APPOINTMENT: defineMessage<Dated>({
    id: 'communications.upcoming.reason.upcomingHygieneAppointment',
    defaultMessage:
      '{dated, select, yes {Has a hygiene appointment on {date}} other {Already has a hygiene appointment booked}}',
    description:
      'Why a hygiene recall will not go: the patient already booked a hygiene appointment; {date} e.g. "December 3"',
  }),
  NO_CONSENT: defineMessage<{ channel: Channel }>({
    id: 'communications.upcoming.reason.noConsent',
    defaultMessage:
      '{channel, select, SMS {No consent on file for recalls by SMS} other {No consent on file for recalls by email}}',
    description:
      'Why a hygiene recall will not go: recalls need the patient’s consent (given, or implied by a visit in the last 2 years), and there is none on file for this channel',
  }),
  CONSENT_LAPSED: defineMessage<Dated>({
    id: 'communications.upcoming.reason.consentLapsed',
    defaultMessage:
      '{dated, select, yes {Implied consent lapsed on {date}, 2 years after the last visit} other {Implied consent lapsed, 2 years after the last visit}}',
    description:
      'Why a hygiene recall will not go: the consent implied by the patient’s last visit lasts 2 years, and no consent was given since; {date} e.g. "November 11"',
  }),
  NO_HYGIENE_VISIT_IN_TWO_YEARS: defineMessage<Dated>({
    id: 'communications.upcoming.reason.noHygieneVisitInTwoYears',
    defaultMessage:
      '{dated, select, yes {Last hygiene visit on {date}, more than 2 years ago} other {No hygiene visit on file}}',
    description:
      'Why a hygiene recall will not go: recalls go only to patients with a hygiene visit in the last 2 years; {date} e.g. "March 4, 2023"',
  }),
  APPOINTMENT_STARTED: defineMessage<Dated & { time: string }>({
    id: 'communications.upcoming.reason.appointmentStarted',
    defaultMessage:
      '{dated, select, yes {The appointment begins on {date} at {time}, before this message would leave} other {The appointment begins before this message would leave}}',
    description:
      'Why an upcoming message will not go: booked minutes before the appointment, it would leave once the appointment has begun; {date} e.g. "November 30", {time} e.g. "2:05 p.m."',
  }),
  NO_APPOINTMENT_THAT_DAY: defineMessage({
    id: 'communications.upcoming.reason.noAppointmentThatDay',
    defaultMessage: 'The clinic has no appointment that day',
    description:
      'Why an upcoming message will not go: messages go only on days the clinic has at least one appointment',
  }),
  optedOutSms: defineMessage<Dated & { keyword: string }>({
    id: 'communications.upcoming.reason.optedOutSms',
    defaultMessage: '{dated, select, yes {Answered {keyword} on {date}} other {Answered {keyword}}}',
    description:
      'Why an SMS will not go: the patient answered STOP (or ARRÊT) to an SMS of the clinic; {keyword} is the word as received, {date} e.g. "October 2"',
  }),
  optedOutSmsNoKeyword: defineMessage<Dated>({
    id: 'communications.upcoming.reason.optedOutSmsNoKeyword',
    defaultMessage: '{dated, select, yes {Stopped SMS on {date}} other {Stopped SMS}}',
    description:
      'Why an SMS will not go: the patient asked to receive no more SMS (the word answered is not known); {date} e.g. "October 2"',
  }),
  optedOutEmail: defineMessage<Dated>({
    id: 'communications.upcoming.reason.optedOutEmail',
    defaultMessage:
      '{dated, select, yes {Unsubscribed from emails on {date}} other {Unsubscribed from emails}}',
    description:
      'Why an email will not go: the patient used the unsubscribe link of an email; {date} e.g. "September 14"',
  }),
  withdrawn: defineMessage<Dated & { channel: Channel; scope: OptOutScope }>({
    id: 'communications.upcoming.reason.withdrawn',
    defaultMessage:
      '{scope, select, RECALLS {{channel, select, SMS {Unsubscribed from recalls by SMS} other {Unsubscribed from recalls by email}}} APPOINTMENTS {{channel, select, SMS {Unsubscribed from appointment messages by SMS} other {Unsubscribed from appointment messages by email}}} other {{channel, select, SMS {Unsubscribed from every SMS} other {Unsubscribed from every email}}}}{dated, select, yes { on {date}} other {}}',
    description:
      'Why an upcoming message will not go: the patient unsubscribed (on their page or at the front desk) from hygiene recalls, from appointment messages, or from everything on this channel; {date} e.g. "October 20"',
  }),
  NO_VALID_CONTACT: defineMessage<{ channel: Channel }>({
    id: 'communications.upcoming.reason.noValidContact',
    defaultMessage: '{channel, select, SMS {No valid mobile number} other {No valid email address}}',
    description:
      'Why an upcoming message will not go: the patient’s file has no valid number, or email, for it',
  }),
  NO_TEMPLATE: defineMessage<{ channel: Channel; language: 'EN' | 'FR' }>({
    id: 'communications.upcoming.reason.noTemplate',
    defaultMessage:
      'No {language, select, FR {French} other {English}} {channel, select, SMS {SMS} other {email}} template: nothing can be sent',
    description:
      'Why an upcoming message will not go: the clinic has no template for its kind, channel and the patient’s language',
  }),
  SMS_PACKAGE_EXHAUSTED: defineMessage({
    id: 'communications.upcoming.reason.smsPackageExhausted',
    defaultMessage: 'The month’s SMS package is used up',
    description:
      'Why an SMS will not go: the monthly SMS package will be used up by then, sending is suspended',
  }),
};

type Failed = Dated & { channel: Channel };

/**
 * Why the contact on file failed for good, when the plan knows it (NO_VALID_CONTACT with a
 * contactReason): the front desk can then ask the patient for the right one. `date` is since when.
 */
export const contactReasonMessages: Record<ContactFailureReason, TypedMessageDescriptor<Failed>> = {
  LANDLINE: defineMessage<Failed>({
    id: 'communications.upcoming.reason.contact.landline',
    defaultMessage:
      'No valid mobile number: the number on file is a landline{dated, select, yes { (since {date})} other {}}',
    description:
      'Why an SMS will not go: the number on file is a landline, which cannot receive texts; {date} e.g. "November 20", when the first SMS to it failed',
  }),
  INVALID_NUMBER: defineMessage<Failed>({
    id: 'communications.upcoming.reason.contact.invalidNumber',
    defaultMessage:
      'No valid mobile number: the number on file is not in service{dated, select, yes { (since {date})} other {}}',
    description:
      'Why an SMS will not go: the carrier says the number on file does not exist; {date} e.g. "November 20", since when',
  }),
  HARD_BOUNCE: defineMessage<Failed>({
    id: 'communications.upcoming.reason.contact.hardBounce',
    defaultMessage:
      'No valid email address: the address on file was rejected{dated, select, yes { (since {date})} other {}}',
    description:
      'Why an email will not go: the receiving server said the mailbox on file does not exist (hard bounce); {date} e.g. "November 20", since when',
  }),
  COMPLAINT: defineMessage<Failed>({
    id: 'communications.upcoming.reason.contact.complaint',
    defaultMessage:
      '{channel, select, SMS {Reported an SMS as spam} other {Reported an email as spam}}{dated, select, yes { on {date}} other {}}',
    description:
      'Why a message will not go by this channel: the patient reported one of the clinic’s messages as spam; {date} e.g. "November 20"',
  }),
  REPEATED_FAILURES: defineMessage<Failed>({
    id: 'communications.upcoming.reason.contact.repeatedFailures',
    defaultMessage:
      '{channel, select, SMS {No valid mobile number: the last messages to the number on file all failed} other {No valid email address: the last messages to the address on file all failed}}{dated, select, yes { (since {date})} other {}}',
    description:
      'Why a message will not go: three messages in a row to the number, or email address, on file could not be delivered; {date} e.g. "November 20", since when',
  }),
};
