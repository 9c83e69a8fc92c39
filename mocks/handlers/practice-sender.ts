import type { PatientPreferences } from '@/api/generated/public/model';
import { mailingAddressLine } from '@/domain/mailing-address';
import type { PracticeRecord } from '../db/practice-record';

/**
 * Who sends the messages, as the patient's page shows it: the clinic's mailing address and main
 * phone (CASL identification) and the title and contact of its person in charge of personal
 * information (Law 25, s. 3.1; the name stays private). Each part absent when the practice lacks it.
 */
export const practiceSender = (
  practice: PracticeRecord,
): Pick<PatientPreferences, 'practiceContact' | 'privacyOfficer'> => {
  const mailingAddress = mailingAddressLine(practice);
  const phone = practice.phone?.trim();
  const officer = practice.privacyOfficer;
  return {
    ...(mailingAddress || phone
      ? { practiceContact: { ...(mailingAddress ? { mailingAddress } : {}), ...(phone ? { phone } : {}) } }
      : {}),
    ...(officer
      ? {
          privacyOfficer: {
            title: officer.title,
            email: officer.email,
            ...(officer.phone ? { phone: officer.phone } : {}),
          },
        }
      : {}),
  };
};
