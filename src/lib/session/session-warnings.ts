import { logger } from '@/lib/logger/logger';
import { SessionError, toSessionError, type SessionErrorCode } from './session-error';

// The expected endings of a session load (SPEC §5) are the user's situation, not a defect.
const EXPECTED_FAILURES: ReadonlySet<SessionErrorCode> = new Set([
  'profileNotFound',
  'noRoles',
  'noPracticeToSelect',
  'notSignedInAfterLogin',
  'sessionExpired',
  'network',
  // A practice deleted or no longer the user's: the sign-in screen says so, nothing to fix here.
  'practiceUnavailable',
]);

/** SPEC §8: unexpected session-load errors are logged (and reported); the others only noted. */
export const logSessionWarning = (message: string, cause: unknown) => {
  const code = cause instanceof SessionError ? cause.code : toSessionError(cause).code;
  const text = message.replace(/^\[session\] /, '');
  if (EXPECTED_FAILURES.has(code)) logger.warn('session', text);
  else logger.error('session', cause);
};
