import { savePatientPreferences } from '@/api/generated/public/public';
import type { Language, PatientPreferences, PreferenceChoice } from '@/api/generated/public/model';
import { isApiError } from '@/api/api-error';
import type { PreferencesLink } from './preferences-link';
import { failureOfStatus, type PreferencesFailure } from './preferences-outcome';

export type SaveOutcome =
  { ok: true; preferences: PatientPreferences } | { ok: false; failure: PreferencesFailure };

const failureOf = (error: unknown): PreferencesFailure => {
  if (!isApiError(error)) return 'failed';
  if (error.kind === 'network' || error.kind === 'timeout') return 'offline';
  // The one conflict the contract declares is WORDING_OUTDATED.
  return failureOfStatus(error.status ?? 500, 'save');
};

/**
 * Saves the patient's answer through the portal's HTTP client (retries, contract checks), in a
 * chunk of its own the page loads when the patient is about to press: mail scanners, which open
 * links without pressing anything, never download it (decision 014).
 */
export const savePreferences = async (
  link: PreferencesLink,
  answer: { wordingVersion: string; language: Language; choices: PreferenceChoice[] },
): Promise<SaveOutcome> => {
  try {
    const preferences = await savePatientPreferences(link.practiceId, { patient: link.patient, ...answer });
    return { ok: true, preferences };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
};
