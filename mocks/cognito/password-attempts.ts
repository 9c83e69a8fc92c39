import { passwordAttemptsExceeded } from './errors';

/** After this many wrong passwords in a row, Cognito refuses sign-ins for a while. */
const MAX_CONSECUTIVE_FAILURES = 5;
const LOCKOUT_MS = 60_000;

const attempts = new Map<string, { failures: number; lockedUntil: number }>();

/** Throws Cognito's 'Password attempts exceeded' while the user is locked out. */
export const assertNotLockedOut = (username: string): void => {
  const entry = attempts.get(username);
  if (entry && entry.lockedUntil > Date.now()) throw passwordAttemptsExceeded();
};

/** Counts a wrong password; the fifth in a row locks the user out for a minute. */
export const recordWrongPassword = (username: string): void => {
  const entry = attempts.get(username) ?? { failures: 0, lockedUntil: 0 };
  entry.failures += 1;
  if (entry.failures >= MAX_CONSECUTIVE_FAILURES) {
    entry.failures = 0;
    entry.lockedUntil = Date.now() + LOCKOUT_MS;
  }
  attempts.set(username, entry);
};

/** A correct password (or a password reset) clears the count. */
export const clearPasswordAttempts = (username: string): void => {
  attempts.delete(username);
};

/** Forgets every count and lock-out (database reset, tests). */
export const resetPasswordAttempts = (): void => attempts.clear();
