/**
 * What can go wrong on the patient's page, each with its own words: the read when the page
 * opens, and the save when the patient presses.
 */
export type PreferencesFailure =
  /** 404, or a 400 on the read: the link names no patient (or was cut). */
  | 'invalidLink'
  /** 409 WORDING_OUTDATED: the page's words changed since it was opened. */
  | 'wordingOutdated'
  /** 400 on a save: the server refused the answer (a channel no longer on file). */
  | 'refused'
  | 'tooManyAttempts'
  | 'offline'
  | 'failed';

/** The failures a second press can fix: the link itself is fine. */
export const RETRYABLE: ReadonlySet<PreferencesFailure> = new Set(['tooManyAttempts', 'offline', 'failed']);

/** A failure by the answer's HTTP status (0: no answer at all). */
export const failureOfStatus = (status: number, operation: 'read' | 'save'): PreferencesFailure => {
  if (status === 0) return 'offline';
  if (status === 404) return 'invalidLink';
  if (status === 400) return operation === 'read' ? 'invalidLink' : 'refused';
  if (status === 409) return 'wordingOutdated';
  if (status === 429) return 'tooManyAttempts';
  return 'failed';
};
