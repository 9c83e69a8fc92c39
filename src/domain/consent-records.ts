import type { Channel, ConsentCategory, Language, OptOutScope } from '@/api/generated/communication/model';

/**
 * A patient's consent records, per channel and category (patient-consent.ts holds the rules that
 * read them): the basis, when, who recorded it, and the wording and language the patient saw.
 * Types only, with nothing of the sending rules, so that the plan's input can name them.
 */

/** Where an express consent or a withdrawal came from. */
export type ConsentSource = 'FRONT_DESK' | 'PATIENT_PAGE' | 'REPLY_KEYWORD' | 'PRACTICE_SYSTEM';

/** What a withdrawal stops on its channel: one category, or every message (`ALL`). */
export type WithdrawalScope = OptOutScope;

/**
 * Who recorded it: a member of the clinic's staff, the patient themselves (their page, a reply
 * keyword), or the practice-management system's synchronisation (an implied consent, which no
 * one gives: the visit does).
 */
export type ConsentRecorder =
  { type: 'STAFF'; userId: string; name: string } | { type: 'PATIENT' } | { type: 'PRACTICE_SYSTEM' };

interface ConsentRecordBase {
  id: string;
  patientId: string;
  channel: Channel;
  /** ISO date-time: a record counts from this moment on (an unsubscribe takes effect at once). */
  recordedAt: string;
  /** The version of the wording the patient saw, and in which language (absent for implied). */
  wordingVersion?: string | undefined;
  language?: Language | undefined;
  recordedBy: ConsentRecorder;
}

export type ExpressConsent = ConsentRecordBase & {
  basis: 'EXPRESS';
  category: ConsentCategory;
  source: ConsentSource;
};

/** Implied by a visit: valid through the day two years after it (impliedConsentLapseDay). */
export type ImpliedConsent = ConsentRecordBase & {
  basis: 'IMPLIED';
  category: ConsentCategory;
  /** The day of the visit the consent rests on, in the practice's calendar (YYYY-MM-DD). */
  lastVisit: string;
};

export type ConsentWithdrawal = ConsentRecordBase & {
  basis: 'WITHDRAWN';
  scope: WithdrawalScope;
  source: ConsentSource;
  /** REPLY_KEYWORD: the word the patient answered, as received. */
  keyword?: string | undefined;
};

export type ConsentRecord = ExpressConsent | ImpliedConsent | ConsentWithdrawal;
