import type { Channel, ConsentCategory, Language } from '@/api/generated/communication/model';
import {
  appointmentConsent,
  recallConsent,
  type ConsentRecord,
  type ExpressConsent,
  type ConsentWithdrawal,
} from './patient-consent';
import type { SendingPatient } from './sending-types';

/**
 * The patient's own page in terms of consent: what the patient receives on each channel, and
 * the records an answer makes (openapi/public.yaml, savePatientPreferences). One home for the
 * rule: the offline API answers the page with it.
 */

export interface PreferenceChoice {
  channel: Channel;
  category: ConsentCategory;
  receives: boolean;
}

/** Channels and categories in the contract's order (Channel, ConsentCategory). */
export const PREFERENCE_CHANNELS: readonly Channel[] = ['EMAIL', 'SMS'];
export const PREFERENCE_CATEGORIES: readonly ConsentCategory[] = ['APPOINTMENTS', 'RECALLS'];

/** Whether a category goes to the patient on a channel at an instant (ms), in the practice's zone. */
const receives = (
  records: readonly ConsentRecord[],
  patient: Pick<SendingPatient, 'id' | 'lastHygieneVisit'>,
  channel: Channel,
  category: ConsentCategory,
  at: number,
  zone: string,
): boolean =>
  category === 'RECALLS'
    ? recallConsent(records, patient, channel, at, zone).status === 'VALID'
    : appointmentConsent(records, patient.id, channel, at).status === 'VALID';

/** The page's choices: per channel the patient can be reached on, each category. */
export const currentChoices = (
  records: readonly ConsentRecord[],
  patient: Pick<SendingPatient, 'id' | 'lastHygieneVisit'>,
  channels: readonly Channel[],
  at: number,
  zone: string,
): PreferenceChoice[] =>
  PREFERENCE_CHANNELS.filter((channel) => channels.includes(channel)).flatMap((channel) =>
    PREFERENCE_CATEGORIES.map((category) => ({
      channel,
      category,
      receives: receives(records, patient, channel, category, at, zone),
    })),
  );

export interface PreferenceAnswer {
  patientId: string;
  choices: readonly PreferenceChoice[];
  wordingVersion: string;
  language: Language;
  /** ISO date-time of the answer. */
  at: string;
}

/**
 * The consent records of an answer: one per choice that differs from what the patient receives
 * now (receiving is express consent, not receiving a withdrawal of that category), and, where the
 * answer turns off every category of a channel, one withdrawal of everything on it instead. The
 * same answer again makes none.
 */
export const answerRecords = (
  current: readonly PreferenceChoice[],
  answer: PreferenceAnswer,
  nextId: () => string,
): ConsentRecord[] => {
  const base = {
    patientId: answer.patientId,
    recordedAt: answer.at,
    wordingVersion: answer.wordingVersion,
    language: answer.language,
    recordedBy: { type: 'PATIENT' } as const,
    source: 'PATIENT_PAGE' as const,
  };
  const nowOf = (channel: Channel, category: ConsentCategory) =>
    current.find((choice) => choice.channel === channel && choice.category === category)?.receives;
  return PREFERENCE_CHANNELS.flatMap((channel): ConsentRecord[] => {
    const answered = answer.choices.filter((choice) => choice.channel === channel);
    const changed = answered.filter((choice) => choice.receives !== nowOf(channel, choice.category));
    if (changed.length === 0) return [];
    const after = PREFERENCE_CATEGORIES.map(
      (category) =>
        answered.find((choice) => choice.category === category)?.receives ?? nowOf(channel, category),
    );
    if (after.every((receivesIt) => receivesIt === false)) {
      const everything: ConsentWithdrawal = {
        ...base,
        id: nextId(),
        channel,
        basis: 'WITHDRAWN',
        scope: 'ALL',
      };
      return [everything];
    }
    return changed.map((choice): ExpressConsent | ConsentWithdrawal =>
      choice.receives
        ? { ...base, id: nextId(), channel, basis: 'EXPRESS', category: choice.category }
        : { ...base, id: nextId(), channel, basis: 'WITHDRAWN', scope: choice.category },
    );
  });
};
