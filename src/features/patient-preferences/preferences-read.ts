import type { PatientPreferences } from '@/api/generated/public/model';
import { REQUEST_TIMEOUT_MS } from '@/api/request-timeout';
import { env } from '@/config/env';
import { readPreferencesLink, type PreferencesLink } from './preferences-link';
import { failureOfStatus, type PreferencesFailure } from './preferences-outcome';

export type ReadOutcome =
  { ok: true; preferences: PatientPreferences } | { ok: false; failure: PreferencesFailure };

const looksRight = (body: unknown): body is PatientPreferences => {
  const candidate = body as Partial<PatientPreferences> | null;
  return (
    typeof candidate?.practiceName === 'string' &&
    typeof candidate.wordingVersion === 'string' &&
    Array.isArray(candidate.choices)
  );
};

/**
 * The page's read (getPatientPreferences), with the browser's fetch rather than the portal's
 * HTTP client: the page needs its answer at once, and the client (axios, the contract checks,
 * the retries) would be 20 KB more on every patient's phone before anything shows (decision
 * 056). What the client would add is done here in its smallest form: a time limit, the
 * problem's status read into the page's failures, an answer of the wrong shape taken as a
 * failure. No automatic retry: the page offers "Try again".
 */
export const readPreferences = async (link: PreferencesLink, signal?: AbortSignal): Promise<ReadOutcome> => {
  const url =
    `${env.apiBaseUrl}/public/practice/${encodeURIComponent(link.practiceId)}/preferences` +
    `?patient=${encodeURIComponent(link.patient)}`;
  const limit = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
    });
    if (!response.ok) return { ok: false, failure: failureOfStatus(response.status, 'read') };
    const body: unknown = await response.json();
    return looksRight(body) ? { ok: true, preferences: body } : { ok: false, failure: 'failed' };
  } catch (error) {
    if (signal?.aborted) throw error;
    // No answer (the connection, or the time limit), or an answer that is not JSON.
    return { ok: false, failure: error instanceof SyntaxError ? 'failed' : 'offline' };
  }
};

let firstRead: { key: string; outcome: Promise<ReadOutcome> } | undefined;
const keyOf = (link: PreferencesLink) => `${link.practiceId}/${link.patient}`;

/**
 * Starts the page's read as its code starts, before its texts load and it first renders: on a
 * phone the answer was a round trip after everything else, and it is what the page shows
 * (Lighthouse's largest paint). The entry calls this; the page's first attempt takes it.
 */
export const startFirstRead = (search: string): void => {
  const link = readPreferencesLink(search);
  if (link) firstRead = { key: keyOf(link), outcome: readPreferences(link) };
};

/** The read started with the page for this link, if any (the first attempt's answer). */
export const firstReadOf = (link: PreferencesLink): Promise<ReadOutcome> | undefined =>
  firstRead?.key === keyOf(link) ? firstRead.outcome : undefined;
