import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Lang } from './auth-support';

/**
 * The demo accounts that journeys not about signing in start from, signed in once per run by
 * tests/e2e/sign-in.setup.ts, with where each one lands.
 */
export const SIGNED_IN_ACCOUNTS = {
  sysadmin: /\/admin\/practices$/,
  readonly: /\/admin\/practices$/,
  clinic: /\/(communications\/admin|not-supported)$/,
  group: /\/communications\/admin$/,
} as const;

export type SignedInAccount = keyof typeof SIGNED_IN_ACCOUNTS;

// The signed-in state belongs to the page's origin (its port): a run on another port keeps its own.
const E2E_PORT = process.env.E2E_PORT ?? '5179';
const AUTH_FOLDER = resolve(import.meta.dirname, E2E_PORT === '5179' ? '../.auth' : `../.auth-${E2E_PORT}`);

/** The saved browser state (cookies with the tokens, localStorage with the offline database's sessions). */
export const storageStateOf = (account: SignedInAccount): string => resolve(AUTH_FOLDER, `${account}.json`);

/** The account's user id and its practices' ids by name, read from its profile at sign-in. */
export interface AccountProfile {
  userId: string;
  practices: Record<string, string>;
}

export const profileFileOf = (account: SignedInAccount): string =>
  resolve(AUTH_FOLDER, `${account}.profile.json`);

/** `test.use(signedInAs('clinic'))`: the journey starts signed in, on no page yet. */
export const signedInAs = (account: SignedInAccount) => ({ storageState: storageStateOf(account) });

/**
 * The language the journey's pages open in, saved as the user's preference (the ?lang= parameter
 * only lasts one load). Set once: a language switch during the journey still holds.
 */
export const preferLanguage = (page: Page, lang: Lang) =>
  page.addInitScript((locale) => {
    if (!window.localStorage.getItem('dental-portal/locale'))
      window.localStorage.setItem('dental-portal/locale', locale);
  }, lang);

/**
 * The practice a signed-in account starts on, remembered as practice-selection.ts does
 * (localStorage `dental-portal/practice/<user id>`) before the first page loads. Set once per tab:
 * a practice chosen later in the journey survives its reloads.
 */
const practiceOf = (account: SignedInAccount, practiceName: string) => {
  const profile = JSON.parse(readFileSync(profileFileOf(account), 'utf8')) as AccountProfile;
  const practiceId = profile.practices[practiceName];
  if (!practiceId) throw new Error(`${account} has no practice named ${practiceName}`);
  return { key: `dental-portal/practice/${profile.userId}`, practiceId };
};

export const startOnPractice = async (
  page: Page,
  account: SignedInAccount,
  practiceName: string,
): Promise<string> => {
  const { key, practiceId } = practiceOf(account, practiceName);
  // Awaited: a navigation asked for before the script is registered loads without it, on the
  // practice the sign-in remembered (seen on a loaded runner: Plateau instead of Rosemont).
  await page.addInitScript(
    ({ key, practiceId }) => {
      if (window.sessionStorage.getItem('e2e/practice-set')) return;
      window.localStorage.setItem(key, practiceId);
      window.sessionStorage.setItem('e2e/practice-set', 'yes');
    },
    { key, practiceId },
  );
  return practiceId;
};

/** Remembers another practice from a loaded page, as if chosen in an earlier visit; the next load uses it. */
export const rememberPractice = (page: Page, account: SignedInAccount, practiceName: string) =>
  page.evaluate(
    (entry) => window.localStorage.setItem(entry.key, entry.practiceId),
    practiceOf(account, practiceName),
  );
