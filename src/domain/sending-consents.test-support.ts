import type { ConsentRecord } from './consent-records';
import type { SendingPatient } from './sending-types';

/**
 * Recall consent implied by each patient's last hygiene visit, on both channels, recorded by the
 * practice system: what most patients have, so that a test of another rule sends its recalls.
 */
export const impliedConsents = (patients: readonly SendingPatient[]): ConsentRecord[] =>
  patients.flatMap((patient) =>
    patient.lastHygieneVisit === undefined
      ? []
      : (['SMS', 'EMAIL'] as const).map((channel): ConsentRecord => ({
          id: `implied.${patient.id}.${channel}`,
          patientId: patient.id,
          channel,
          recordedAt: `${patient.lastHygieneVisit}T20:00:00Z`,
          recordedBy: { type: 'PRACTICE_SYSTEM' },
          basis: 'IMPLIED',
          category: 'RECALLS',
          lastVisit: patient.lastHygieneVisit!,
        })),
  );

/**
 * Recall consent given at the front desk on January 5, 2026 by each patient, on both channels: a
 * consent that never lapses, so that a test of another rule (the 2-year visit rule included)
 * sends its recalls.
 */
export const expressConsents = (patients: readonly SendingPatient[]): ConsentRecord[] =>
  patients.flatMap((patient) =>
    (['SMS', 'EMAIL'] as const).map((channel): ConsentRecord => ({
      id: `express.${patient.id}.${channel}`,
      patientId: patient.id,
      channel,
      recordedAt: '2026-01-05T15:00:00Z',
      wordingVersion: '2026-01',
      language: 'FR',
      recordedBy: { type: 'STAFF', userId: 'user-front-desk', name: 'Julie Roy' },
      basis: 'EXPRESS',
      category: 'RECALLS',
      source: 'FRONT_DESK',
    })),
  );

/** A patient's withdrawal on their page, at `recordedAt`, from what `scope` names on one channel. */
export const pageWithdrawal = (
  patientId: string,
  recordedAt: string,
  scope: 'RECALLS' | 'APPOINTMENTS' | 'ALL',
  channel: 'SMS' | 'EMAIL' = 'SMS',
): ConsentRecord => ({
  id: `withdrawn.${patientId}.${channel}.${recordedAt}`,
  patientId,
  channel,
  recordedAt,
  wordingVersion: '2026-11',
  language: 'FR',
  recordedBy: { type: 'PATIENT' },
  basis: 'WITHDRAWN',
  scope,
  source: 'PATIENT_PAGE',
});
