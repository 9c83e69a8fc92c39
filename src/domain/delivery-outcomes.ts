import type {
  BounceType,
  Channel,
  DeliveryOutcomeStatus,
  SmsFailureReason,
} from '@/api/generated/communication/model';
import { contactKey } from './contact-keys';
import { hasValidContact, optOutOf } from './sending-contacts';
import type { SendingPatient } from './sending-types';
import { DAY_MS } from './zoned-time';

/**
 * What became of a message once it left, and what that says about the contact it went to
 * (docs/decisions/045-reading-patient-replies.md): a landline, a number that does not exist, a
 * hard bounce or a complaint makes that contact invalid for the sending rules; a soft failure
 * does not, unless it keeps happening.
 */

/** Why the SMS provider could not deliver: the contract's values. */
export type { SmsFailureReason };

/**
 * The contract's statuses (DeliveryOutcomeStatus): QUEUED, accepted by the portal and not yet
 * handed to the provider; SENT, handed over with no receipt yet; DELIVERED; FAILED, an SMS the
 * provider could not deliver; BOUNCED, an email refused by the receiving server, for good (HARD)
 * or for now (SOFT, a full mailbox); COMPLAINT, the recipient marked the email as spam or
 * reported the SMS.
 */
export type DeliveryStatus = DeliveryOutcomeStatus;

/**
 * Every status of the contract, those with a detail carrying it: a status the contract adds is
 * one without a detail until this says otherwise.
 */
export type DeliveryOutcome =
  | { status: Exclude<DeliveryStatus, 'FAILED' | 'BOUNCED'> }
  | { status: Extract<DeliveryStatus, 'FAILED'>; reason: SmsFailureReason }
  | { status: Extract<DeliveryStatus, 'BOUNCED'>; bounce: BounceType };

/** One outcome of one message, to the contact it went to. */
export interface MessageOutcome {
  channel: Channel;
  /** The phone number or email address, as sent. */
  to: string;
  /** ISO date-time of the outcome (the provider's receipt). */
  at: string;
  outcome: DeliveryOutcome;
}

/** What an outcome says about its contact: HARD, the contact is wrong; SOFT, it failed this time. */
export type FailureWeight = 'HARD' | 'SOFT';

export const failureWeight = (outcome: DeliveryOutcome): FailureWeight | undefined => {
  switch (outcome.status) {
    case 'FAILED':
      return outcome.reason === 'LANDLINE' || outcome.reason === 'INVALID_NUMBER' ? 'HARD' : 'SOFT';
    case 'BOUNCED':
      return outcome.bounce;
    case 'COMPLAINT':
      return 'HARD';
    default:
      return undefined;
  }
};

/** Whether the message's fate is known: QUEUED and SENT may still change. */
export const isFinalOutcome = (outcome: DeliveryOutcome): boolean =>
  outcome.status !== 'QUEUED' && outcome.status !== 'SENT';

/**
 * Soft failures in a row that make a contact unreachable, and the least time between the first
 * and the last of them: a phone switched off for a day, or a full mailbox, fails every message of
 * that day without the contact being wrong.
 */
export const SOFT_FAILURES_UNREACHABLE = 3;
export const SOFT_FAILURES_SPAN_MS = DAY_MS;

export type InvalidContactReason =
  'LANDLINE' | 'INVALID_NUMBER' | 'HARD_BOUNCE' | 'COMPLAINT' | 'REPEATED_FAILURES';

export interface ContactStanding {
  valid: boolean;
  /** Only when not valid. */
  reason?: InvalidContactReason | undefined;
  /** Only when not valid: ISO date-time of the outcome that made it so. */
  since?: string | undefined;
}

const VALID: ContactStanding = { valid: true };

const hardReason = (outcome: DeliveryOutcome): InvalidContactReason | undefined => {
  if (outcome.status === 'COMPLAINT') return 'COMPLAINT';
  if (outcome.status === 'BOUNCED' && outcome.bounce === 'HARD') return 'HARD_BOUNCE';
  if (outcome.status === 'FAILED' && (outcome.reason === 'LANDLINE' || outcome.reason === 'INVALID_NUMBER')) {
    return outcome.reason;
  }
  return undefined;
};

/**
 * Whether a contact is still valid for sending, from the outcomes of the messages sent to it, in
 * any order:
 * - a landline, an invalid number or a hard bounce invalidates it until a later message to it is
 *   delivered (the number was moved to a mobile, the mailbox was created);
 * - a complaint invalidates it for good: like an opt-out, only the patient lifts it, and a later
 *   delivery (a staff reply) is not the patient's word;
 * - soft failures invalidate it when SOFT_FAILURES_UNREACHABLE of them follow one another with no
 *   delivery between them, the first and last at least SOFT_FAILURES_SPAN_MS apart;
 * - QUEUED and SENT say nothing yet.
 */
export const contactStanding = (
  outcomes: readonly Pick<MessageOutcome, 'at' | 'outcome'>[],
): ContactStanding => {
  const inOrder = [...outcomes].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let standing = VALID;
  let softInARow: string[] = [];
  for (const { at, outcome } of inOrder) {
    if (standing.reason === 'COMPLAINT') break;
    if (outcome.status === 'DELIVERED') {
      standing = VALID;
      softInARow = [];
      continue;
    }
    const hard = hardReason(outcome);
    if (hard) {
      standing = { valid: false, reason: hard, since: at };
      continue;
    }
    if (failureWeight(outcome) !== 'SOFT') continue;
    softInARow.push(at);
    const first = softInARow[softInARow.length - SOFT_FAILURES_UNREACHABLE];
    if (
      standing.valid &&
      first !== undefined &&
      Date.parse(at) - Date.parse(first) >= SOFT_FAILURES_SPAN_MS
    ) {
      standing = { valid: false, reason: 'REPEATED_FAILURES', since: at };
    }
  }
  return standing;
};

/** The standing of every contact a practice sent to, by contactKey, from all its outcomes at once. */
export type ContactStandings = ReadonlyMap<string, ContactStanding>;

export const contactStandings = (outcomes: readonly MessageOutcome[]): ContactStandings => {
  const byContact = new Map<string, MessageOutcome[]>();
  for (const outcome of outcomes) {
    const key = contactKey(outcome.channel, outcome.to);
    if (key === undefined) continue;
    const list = byContact.get(`${outcome.channel}|${key}`) ?? [];
    list.push(outcome);
    byContact.set(`${outcome.channel}|${key}`, list);
  }
  return new Map([...byContact].map(([key, list]) => [key, contactStanding(list)]));
};

/** A contact's standing; valid when nothing was ever sent to it. */
export const standingOf = (
  standings: ContactStandings,
  channel: Channel,
  contact: string | undefined,
): ContactStanding => {
  const key = contactKey(channel, contact);
  return (key !== undefined && standings.get(`${channel}|${key}`)) || VALID;
};

/**
 * Why a patient cannot be reached on a channel, in the order the sending rules look (SkipReason):
 * the patient's opt-out, no contact the provider can send to, then what the outcomes say.
 * Undefined: reachable.
 */
export type UnreachableReason = 'NO_VALID_CONTACT' | 'OPTED_OUT' | InvalidContactReason;

export const unreachableOn = (
  patient: Pick<SendingPatient, 'phone' | 'email' | 'optOuts'>,
  channel: Channel,
  standings: ContactStandings,
): UnreachableReason | undefined => {
  if (optOutOf(patient, channel)) return 'OPTED_OUT';
  if (!hasValidContact(patient, channel)) return 'NO_VALID_CONTACT';
  return standingOf(standings, channel, channel === 'SMS' ? patient.phone : patient.email).reason;
};

/** A patient no message can reach: why, channel by channel; undefined when one channel is open. */
export const unreachablePatient = (
  patient: Pick<SendingPatient, 'phone' | 'email' | 'optOuts'>,
  standings: ContactStandings,
): Record<Channel, UnreachableReason> | undefined => {
  const sms = unreachableOn(patient, 'SMS', standings);
  const email = unreachableOn(patient, 'EMAIL', standings);
  return sms && email ? { SMS: sms, EMAIL: email } : undefined;
};
