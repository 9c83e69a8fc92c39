import { describe, expect, it } from 'vitest';
import { PasswordResetFailedError, toAuthFailure, UnexpectedSignInStepError } from './auth-errors';

/** An error as Amplify throws it: an AuthError named after Cognito's exception. */
const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('toAuthFailure (SPEC §8)', () => {
  it('says "Incorrect username or password." for a wrong password and for an unknown user alike', () => {
    expect(toAuthFailure(named('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({
      kind: 'message',
      key: 'incorrectCredentials',
    });
    expect(toAuthFailure(named('UserNotFoundException', 'User does not exist.'))).toEqual({
      kind: 'message',
      key: 'incorrectCredentials',
    });
  });

  it('tells the other NotAuthorizedException reasons apart by their message', () => {
    expect(toAuthFailure(named('NotAuthorizedException', 'Password attempts exceeded'))).toMatchObject({
      key: 'passwordAttemptsExceeded',
    });
    expect(
      toAuthFailure(named('NotAuthorizedException', 'Invalid session for the user, session is expired.')),
    ).toMatchObject({ key: 'sessionExpired' });
    expect(toAuthFailure(named('NotAuthorizedException', 'User is disabled.'))).toMatchObject({
      key: 'userDisabled',
    });
  });

  it('puts code and password errors at their field', () => {
    expect(toAuthFailure(named('CodeMismatchException'))).toEqual({
      kind: 'message',
      key: 'codeMismatch',
      field: 'code',
    });
    expect(toAuthFailure(named('ExpiredCodeException'))).toEqual({
      kind: 'message',
      key: 'expiredCode',
      field: 'code',
    });
    expect(toAuthFailure(named('InvalidPasswordException'))).toEqual({
      kind: 'message',
      key: 'invalidPassword',
      field: 'newPassword',
    });
  });

  it('maps the limits, the network, the unknown and its own errors', () => {
    expect(toAuthFailure(named('LimitExceededException'))).toMatchObject({ key: 'limitExceeded' });
    expect(toAuthFailure(named('TooManyRequestsException'))).toMatchObject({ key: 'limitExceeded' });
    expect(toAuthFailure(named('TooManyFailedAttemptsException'))).toMatchObject({
      key: 'tooManyFailedAttempts',
    });
    expect(toAuthFailure(named('NetworkError', 'A network error has occurred.'))).toMatchObject({
      key: 'network',
    });
    expect(toAuthFailure(new TypeError('Failed to fetch'))).toMatchObject({ key: 'network' });
    expect(toAuthFailure(named('InternalErrorException'))).toMatchObject({ key: 'unknown' });
    expect(toAuthFailure('boom')).toMatchObject({ key: 'unknown' });
    expect(toAuthFailure(new PasswordResetFailedError('DONE'))).toMatchObject({ key: 'passwordResetFailed' });
    expect(toAuthFailure(new UnexpectedSignInStepError('CONTINUE_SIGN_IN_WITH_EMAIL_SETUP'))).toEqual({
      kind: 'unexpectedStep',
      step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
    });
  });
});
