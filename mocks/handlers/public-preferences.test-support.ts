import { hasValidContact } from '@/domain/sending-contacts';
import type { SendingPatient } from '@/domain/sending-types';
import { addDays, zonedDay } from '@/domain/zoned-time';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { practicePatients } from '../db/practice-patients';
import { practiceConsents } from '../db/patient-consents';
import { findPractice } from '../db/practices';
import { preferencesKeyOf } from '../db/preferences-keys';

export interface PagePatient {
  practiceId: string;
  key: string;
  patient: SendingPatient;
}

const taken = new Set<string>();
const practiceToday = () => zonedDay(new Date(), findPractice(HISTORY_PRACTICE.id)!.timezone);

/**
 * A patient of the Plateau for a test of their own page, never the same one twice in a file (the
 * database is reset per file): by default one reachable by SMS and email, who stopped and withdrew nothing and
 * had a hygiene visit in the last year (so they receive recalls on both).
 */
export const pagePatient = (
  accept: (patient: SendingPatient, withdrew: ReadonlySet<string>) => boolean = (patient, withdrew) =>
    hasValidContact(patient, 'SMS') &&
    hasValidContact(patient, 'EMAIL') &&
    patient.optOuts.length === 0 &&
    !withdrew.has(patient.id) &&
    patient.lastHygieneVisit !== undefined &&
    patient.lastHygieneVisit > addDays(practiceToday(), -300),
): PagePatient => {
  const practiceId = HISTORY_PRACTICE.id;
  const withdrew = new Set(
    practiceConsents(practiceId, practiceToday())
      .filter((record) => record.basis === 'WITHDRAWN')
      .map((record) => record.patientId),
  );
  const { patients } = practicePatients(practiceId, practiceToday());
  const patient = patients.find((candidate) => !taken.has(candidate.id) && accept(candidate, withdrew));
  if (!patient) throw new Error('No patient of the Plateau fits this test any more');
  taken.add(patient.id);
  return { practiceId, key: preferencesKeyOf(practiceId, patient.id), patient };
};

/** The page's address for a patient, as `{{preferencesUrl}}` builds it. */
export const pageLink = ({ practiceId, key }: PagePatient, channel = 'SMS', lang = 'en'): string =>
  `/preferences?practiceId=${practiceId}&patient=${key}&channel=${channel}&lang=${lang}`;
