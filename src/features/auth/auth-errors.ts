import { identityErrorKey } from '@/lib/errors/identity-errors';
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

const fieldOf: Partial<Record<AuthErrorKey, 'code' | 'newPassword'>> = {
  codeMismatch: 'code',
  expiredCode: 'code',
  invalidPassword: 'newPassword',
};

/**
 * Maps what Amplify throws to what the user reads (SPEC §8): the identity service's errors
 * (shared, src/lib/errors/identity-errors.ts) and this feature's own.
 */
export const toAuthFailure = (error: unknown): AuthFailure => {
  if (error instanceof UnexpectedSignInStepError) return { kind: 'unexpectedStep', step: error.step };
  if (error instanceof PasswordResetFailedError) return { kind: 'message', key: 'passwordResetFailed' };
  if (error instanceof SessionLoadError) return { kind: 'session', code: error.code };
  const key = identityErrorKey(error);
  const field = fieldOf[key];
  return field ? { kind: 'message', key, field } : { kind: 'message', key };
};
