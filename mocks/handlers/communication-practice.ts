import type { ModuleName } from '@/api/generated/practices/model';
import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { settleModuleChanges } from '../db/practice-modules';
import type { PracticeRecord } from '../db/practice-record';
import { accessPractice } from './practice-access';
import { problem } from './problem';

/** SPEC §9: the automated communications module is identified by its French label. */
export const AUTOMATED_COMMUNICATIONS: ModuleName = 'Messages automatisés';

/**
 * Writes need the 'Messages automatisés' module: 403, as the contract's Forbidden ("may not
 * perform this operation"), with a code the portal can tell apart from a missing permission.
 * Reads stay 200 and simply find nothing (no preference, template or message was ever made
 * for such a practice), which is what the contract says of a kind never configured.
 */
const requireAutomatedCommunications = (practice: PracticeRecord): void => {
  if (practice.activeModules.includes(AUTOMATED_COMMUNICATIONS)) return;
  throw problem(403, {
    title: 'Forbidden',
    code: 'MODULE_NOT_ACTIVE',
    detail: `${practice.name} does not have the '${AUTOMATED_COMMUNICATIONS}' module.`,
  });
};

type PathParams = Record<string, string | readonly string[] | undefined>;

/**
 * The practice of the path as the caller may reach it (practice-access.ts): 404 when they
 * cannot see it, as if it did not exist; for writes, 403 unless they administer it, so
 * sys-admin-read and practice-user only read. Module changes are applied lazily on read
 * (practice-modules.ts), so they are settled first: the record's `activeModules` is then what
 * the practice runs now, including a change made through POST /practices/{id}/modules.
 */
export const communicationPracticeOf = async (
  request: Request,
  params: PathParams,
  { write = false } = {},
): Promise<PracticeRecord> => {
  await settleModuleChanges();
  const { practice } = await accessPractice(request, params.practiceId, { write });
  if (write) requireAutomatedCommunications(practice);
  return practice;
};

const entriesById = new Map(PRACTICES.map((practice) => [practice.id, practice]));

/**
 * The directory entry the communication seed was built from: the statistics recompute SMS
 * segments from the seeded template texts, which the entry chooses.
 */
export const directoryEntryOf = (practice: PracticeRecord): PracticeEntry =>
  // A practice outside the seed's directory (an extreme seed's, one added since) has no SMS
  // package and no seeded history: its statistics and upcoming messages are empty, not a 404.
  entriesById.get(practice.id) ?? {
    id: practice.id,
    name: practice.name,
    city: practice.city ?? '',
    province: practice.province ?? 'quebec',
    language: practice.communicationLanguage,
    automatedCommunications: practice.activeModules.includes(AUTOMATED_COMMUNICATIONS),
    missingInformation: practice.missingInformation,
    sms: 'low',
    analytik: practice.activeModules.includes('Analytik'),
  };

/** Seconds precision, as the seed writes its timestamps. */
export const nowIso = (): string => new Date().toISOString().slice(0, 19) + 'Z';
