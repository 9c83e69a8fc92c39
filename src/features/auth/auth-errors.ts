import type { SessionErrorCode } from '@/lib/session/session-error';
import type { AuthErrorKey } from './auth-error-messages';

/** The identity service asked for a sign-in step this portal does not handle. */
export class UnexpectedSignInStepError extends Error {
  override readonly name = 'UnexpectedSignInStepError';
  constructor(readonly step: string) {
    super(`Unexpected new step: ${step}`);
  }
}

/** Requesting a reset code did not lead to CONFIRM_RESET_PASSWORD_WITH_CODE (SPEC §5). */
export class PasswordResetFailedError extends Error {
  override readonly name = 'PasswordResetFailedError';
  constructor(readonly step: string) {
    super('Password reset failed');
  }
}

/** Signed in, but the session did not load (no profile, no roles…): the session says why. */
export class SessionLoadError extends Error {
  override readonly name = 'SessionLoadError';
  constructor(readonly code: SessionErrorCode) {
    super(`The session did not load after sign-in: ${code}`);
  }
}

/** A failure as a screen shows it: its message, and the field it belongs to, if any. */
export type AuthFailure =
  | { kind: 'message'; key: AuthErrorKey; field?: 'code' | 'newPassword' }
  | { kind: 'unexpectedStep'; step: string }
  | { kind: 'session'; code: SessionErrorCode };

const byName: Record<string, AuthErrorKey> = {
  UserNotFoundException: 'incorrectCredentials',
  CodeMismatchException: 'codeMismatch',
  EnableSoftwareTokenMFAException: 'codeMismatch',
  ExpiredCodeException: 'expiredCode',
  InvalidPasswordException: 'invalidPassword',
  LimitExceededException: 'limitExceeded',
  TooManyRequestsException: 'limitExceeded',
  TooManyFailedAttemptsException: 'tooManyFailedAttempts',
  // Amplify's own: its mid-challenge state (3 minutes) expired or is gone.
  SignInException: 'sessionExpired',
  NetworkError: 'network',
};

const fieldOf: Partial<Record<AuthErrorKey, 'code' | 'newPassword'>> = {
  codeMismatch: 'code',
  expiredCode: 'code',
  invalidPassword: 'newPassword',
};

/** Cognito answers NotAuthorizedException for several reasons; its message tells them apart. */
const notAuthorizedKey = (message: string): AuthErrorKey => {
  const text = message.toLowerCase();
  if (text.includes('attempts exceeded')) return 'passwordAttemptsExceeded';
  if (text.includes('session')) return 'sessionExpired';
  if (text.includes('disabled')) return 'userDisabled';
  return 'incorrectCredentials';
};

const isNetworkFailure = (error: Error) =>
  error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message);

/**
 * Maps what Amplify throws to what the user reads (SPEC §8): Cognito's error names, Amplify's
 * network error, and this feature's own errors. A user that does not exist reads as incorrect
 * credentials, so the form does not tell which usernames exist.
 */
export const toAuthFailure = (error: unknown): AuthFailure => {
  if (error instanceof UnexpectedSignInStepError) return { kind: 'unexpectedStep', step: error.step };
  if (error instanceof PasswordResetFailedError) return { kind: 'message', key: 'passwordResetFailed' };
  if (error instanceof SessionLoadError) return { kind: 'session', code: error.code };
  if (!(error instanceof Error)) return { kind: 'message', key: 'unknown' };
  const key =
    error.name === 'NotAuthorizedException'
      ? notAuthorizedKey(error.message)
      : (byName[error.name] ?? (isNetworkFailure(error) ? 'network' : 'unknown'));
  const field = fieldOf[key];
  return field ? { kind: 'message', key, field } : { kind: 'message', key };
};

/** Whether an Amplify error has this name (its errors are AuthError instances named after Cognito's). */
export const hasErrorName = (error: unknown, name: string): boolean =>
  error instanceof Error && error.name === name;
