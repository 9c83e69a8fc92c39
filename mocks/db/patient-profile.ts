import type { SendingPatient } from '@/domain/sending-types';
import { HISTORY_PRACTICE, type PracticeEntry } from './practice-directory';
import { seededDraws } from './seeded-draws';

/** A patient with what the appointments of the practice need to know about them. */
export interface PatientProfile {
  patient: SendingPatient;
  /** Months between hygiene visits as the practice plans them for this patient. */
  recallMonths: number;
  /** Came for hygiene in the last two years: may have a hygiene appointment booked. */
  regular: boolean;
  phoneValid: boolean;
  emailValid: boolean;
}

/** How many patients a practice has: 3,000 at the Plateau (the demo practice), 1,500 to 3,000 elsewhere. */
export const patientCountOf = (entry: PracticeEntry): number =>
  entry.id === HISTORY_PRACTICE.id ? 3000 : seededDraws(`patients/${entry.id}/count`).int(1500, 3000);

/** Proportions the tests hold the generation to (patient-seed.test.ts). */
export const PATIENT_PROPORTIONS = {
  noLanguage: 0.05,
  otherLanguage: 0.2,
  phoneMissing: 0.05,
  phoneInvalid: 0.03,
  emailMissing: 0.15,
  emailInvalid: 0.03,
  smsOptOut: 0.015,
  emailOptOut: 0.01,
  /** Patients who stopped both channels. */
  bothOptOuts: 2,
} as const;
