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

/**
 * A practice id the API refuses (400) is a defect of the data, unlike a practice that has gone
 * (404) or is no longer the user's (403). ApiError is recognised by its name: see session-error.
 */
const refusedPracticeId = (error: SessionError): boolean => {
  const { cause } = error;
  return (
    cause instanceof Error && cause.name === 'ApiError' && 'kind' in cause && cause.kind === 'validation'
  );
};

/** SPEC §8: unexpected session-load errors are logged (and reported); the others only noted. */
export const logSessionWarning = (message: string, cause: unknown) => {
  const error = cause instanceof SessionError ? cause : toSessionError(cause);
  const text = message.replace(/^\[session\] /, '');
  const expected =
    EXPECTED_FAILURES.has(error.code) && !(error.code === 'practiceUnavailable' && refusedPracticeId(error));
  if (expected) logger.warn('session', text);
  else logger.error('session', cause);
};
