/**
 * The version of the words of the patient's own page (/preferences): what a patient agrees to
 * there is recorded with it, so that a consent can be shown with the exact words it was given to
 * (CASL: the sender proves consent; Law 25: consent is specific). Change the version whenever the
 * page's explanations of the categories change: the page shows it, and the backend (the offline
 * API here) refuses an answer given to another one.
 */
export const PREFERENCES_WORDING_VERSION = '2026-11';

/**
 * Every version the page has shown, oldest first; the last is the current one. The earlier ones
 * are those the offline database's seeded answers were given to (mocks/db/patient-consents.ts).
 */
export const PREFERENCES_WORDING_VERSIONS: readonly string[] = [
  '2025-03',
  '2026-01',
  PREFERENCES_WORDING_VERSION,
];

/**
 * How an answer's wording version stands: the current one, an earlier one (the page was opened
 * before the words changed: the patient must read the new ones, 409 WORDING_OUTDATED), or one
 * the page never showed (400).
 */
export const judgeWordingVersion = (
  version: string,
  versions: readonly string[] = PREFERENCES_WORDING_VERSIONS,
): 'current' | 'outdated' | 'unknown' => {
  const index = versions.indexOf(version);
  if (index < 0) return 'unknown';
  return index === versions.length - 1 ? 'current' : 'outdated';
};
