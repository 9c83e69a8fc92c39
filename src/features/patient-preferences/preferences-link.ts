import type { Channel } from '@/api/generated/public/model';

/**
 * What the backend puts in the link of every message (`{{preferencesUrl}}`, documented in the
 * contract, openapi/public.yaml, getPatientPreferences):
 *   /preferences?practiceId=<uuid>&patient=<opaque key>&channel=SMS|EMAIL&lang=fr|en
 * `lang` is read by the language detection (src/i18n/locale.ts), not here.
 */
export interface PreferencesLink {
  practiceId: string;
  /** The patient's preferences key: opaque, never an identifier of the patient. */
  patient: string;
  /** The channel the link came by: the page shows it first. */
  channel: Channel;
}

// The contract's patterns: anything else cannot be a link the backend built.
const PATIENT_KEY = /^[A-Za-z0-9_-]{16,128}$/;
const PRACTICE_ID = /^[0-9a-fA-F-]{36}$/;

/** The link read from the address's query, or undefined when it is incomplete or garbled. */
export const readPreferencesLink = (search: string): PreferencesLink | undefined => {
  const params = new URLSearchParams(search);
  const practiceId = params.get('practiceId')?.trim() ?? '';
  const patient = params.get('patient')?.trim() ?? '';
  if (!PRACTICE_ID.test(practiceId) || !PATIENT_KEY.test(patient)) return undefined;
  const channel: Channel = params.get('channel')?.trim().toUpperCase() === 'SMS' ? 'SMS' : 'EMAIL';
  return { practiceId, patient, channel };
};
