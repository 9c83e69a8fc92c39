import { PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { notFound, problem } from './problem';

const practicesById = new Map(PRACTICES.map((practice) => [practice.id, practice]));

/** The practice of the path; 404 (thrown) when the directory has none with this id. */
export const practiceOf = (params: Record<string, string | readonly string[] | undefined>): PracticeEntry => {
  const id = String(params.practiceId);
  const practice = practicesById.get(id);
  if (!practice) throw notFound(`Practice ${id} does not exist.`);
  return practice;
};

/**
 * Writes need the 'Messages automatisés' module: 403, as the contract's Forbidden ("may not
 * perform this operation"), with a code the portal can tell apart from a missing permission.
 * Reads stay 200 and simply find nothing (no preference, template or message was ever made
 * for such a practice), which is what the contract says of a kind never configured.
 */
export const requireAutomatedCommunications = (practice: PracticeEntry): void => {
  if (practice.automatedCommunications) return;
  throw problem(403, {
    title: 'Forbidden',
    code: 'MODULE_NOT_ACTIVE',
    detail: `${practice.name} does not have the 'Messages automatisés' module.`,
  });
};

/** The directory has no timezone: Quebec and Ontario practices are on Eastern time, New Brunswick on Atlantic. */
export const timeZoneOf = (practice: PracticeEntry): string =>
  practice.province === 'new-brunswick' ? 'America/Moncton' : 'America/Toronto';

/** Seconds precision, as the seed writes its timestamps. */
export const nowIso = (): string => new Date().toISOString().slice(0, 19) + 'Z';
