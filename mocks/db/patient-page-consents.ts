import { Collection } from '@msw/data';
import { z } from 'zod';
import { Channel, Language, OptOutScope } from '@/api/generated/communication/model';
import { ConsentRecordInputBasis } from '@/api/generated/consent/model';
import type { ConsentRecord } from '@/domain/patient-consent';
import { enumValues } from '@/utils/enum-values';

/**
 * The consent records patients make on their own page (/preferences), and those the front desk
 * records for them (recordConsent), saved with the rest of the offline database so that an answer
 * given in one tab shows in the clinic's upcoming messages in another, and after a reload.
 * practiceConsents (patient-consents.ts) lays them over the generated records. Flat, as both
 * write only express consents and withdrawals; a front desk's record names its staff member.
 */
export const patientPageConsents = new Collection({
  schema: z.object({
    id: z.string(),
    practiceId: z.string(),
    patientId: z.string(),
    channel: z.enum(enumValues(Channel)),
    recordedAt: z.string(),
    basis: z.enum(enumValues(ConsentRecordInputBasis)),
    /** EXPRESS: the category consented to; WITHDRAWN: what it stops (a category, or ALL). */
    about: z.enum(enumValues(OptOutScope)),
    wordingVersion: z.string(),
    language: z.enum(enumValues(Language)),
    /** A front desk's record: who recorded it; absent for the patient's own answers. */
    staffId: z.string().optional(),
    staffName: z.string().optional(),
  }),
});

type Stored = ReturnType<typeof patientPageConsents.findMany>[number];

const toRecord = ({
  practiceId: _practiceId,
  about,
  basis,
  staffId,
  staffName,
  ...stored
}: Stored): ConsentRecord => {
  const base = {
    ...stored,
    ...(staffId
      ? {
          source: 'FRONT_DESK' as const,
          recordedBy: { type: 'STAFF' as const, userId: staffId, name: staffName ?? '' },
        }
      : { source: 'PATIENT_PAGE' as const, recordedBy: { type: 'PATIENT' as const } }),
  };
  return basis === 'WITHDRAWN' || about === 'ALL'
    ? { ...base, basis: 'WITHDRAWN', scope: about }
    : { ...base, basis: 'EXPRESS', category: about };
};

/** What the patients of a practice answered on their page or told the front desk, oldest first. */
export const pageConsentsOf = (practiceId: string): readonly ConsentRecord[] =>
  patientPageConsents.findMany((q) => q.where({ practiceId })).map(toRecord);

/**
 * Saves a page's answer (its express consents and withdrawals, made by the patient) or what the
 * front desk recorded (recordedBy STAFF).
 */
export const addPageConsents = async (
  practiceId: string,
  records: readonly ConsentRecord[],
): Promise<void> => {
  for (const record of records) {
    if (record.basis === 'IMPLIED') continue;
    await patientPageConsents.create({
      id: record.id,
      practiceId,
      patientId: record.patientId,
      channel: record.channel,
      recordedAt: record.recordedAt,
      basis: record.basis,
      about: record.basis === 'WITHDRAWN' ? record.scope : record.category,
      wordingVersion: record.wordingVersion ?? '',
      language: record.language ?? 'FR',
      ...(record.recordedBy.type === 'STAFF'
        ? { staffId: record.recordedBy.userId, staffName: record.recordedBy.name }
        : {}),
    });
  }
};
