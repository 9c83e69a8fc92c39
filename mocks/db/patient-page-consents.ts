import type { ConsentRecord, ConsentWithdrawal } from '@/domain/patient-consent';
import type { SendingPatient } from '@/domain/sending-types';

/**
 * The consent records the patients' own page writes, by practice, in memory. The stand-in for the
 * practice's consent store until it is part of the offline database: the page's handler reads and
 * writes through these two functions only.
 */
const recorded = new Map<string, ConsentRecord[]>();

export const pageConsentsOf = (practiceId: string): readonly ConsentRecord[] =>
  recorded.get(practiceId) ?? [];

export const addPageConsents = (practiceId: string, records: readonly ConsentRecord[]): void => {
  recorded.set(practiceId, [...pageConsentsOf(practiceId), ...records]);
};

/** Forgets what the page recorded (the offline database's reset). */
export const clearPageConsents = (): void => recorded.clear();

/**
 * Everything that decides what a patient receives: the records of the store, and the channels
 * the patient stopped before consent was recorded (STOP or ARRÊT, the email's unsubscribe link),
 * each a withdrawal of everything on its channel, and the consent implied by the last hygiene visit.
 */
export const patientConsentRecords = (practiceId: string, patient: SendingPatient): ConsentRecord[] => {
  const stopped = patient.optOuts.map((optOut, index): ConsentWithdrawal => ({
    id: `${patient.id}/opt-out/${index}`,
    patientId: patient.id,
    channel: optOut.channel,
    recordedAt: optOut.at,
    basis: 'WITHDRAWN',
    scope: 'ALL',
    source: optOut.keyword === undefined ? 'PATIENT_PAGE' : 'REPLY_KEYWORD',
    keyword: optOut.keyword,
    recordedBy: { type: 'PATIENT' },
  }));
  const implied: ConsentRecord[] =
    patient.lastHygieneVisit === undefined
      ? []
      : (['SMS', 'EMAIL'] as const).map((channel) => ({
          id: `${patient.id}/implied/${channel}`,
          patientId: patient.id,
          channel,
          recordedAt: `${patient.lastHygieneVisit}T00:00:00Z`,
          basis: 'IMPLIED',
          category: 'RECALLS',
          lastVisit: patient.lastHygieneVisit!,
          recordedBy: { type: 'PRACTICE_SYSTEM' },
        }));
  const own = pageConsentsOf(practiceId).filter((record) => record.patientId === patient.id);
  return [...implied, ...stopped, ...own];
};
