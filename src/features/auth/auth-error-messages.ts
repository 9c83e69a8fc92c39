import { defineMessage, defineMessages } from 'react-intl';

/** What a failed call to the user pool tells the user (SPEC §8, authentication errors). */
export const authErrorMessages = defineMessages({
  incorrectCredentials: {
    id: 'auth.error.incorrectCredentials',
    defaultMessage: 'Incorrect username or password.',
    description: 'Sign-in failed: wrong password or unknown username (never say which)',
  },
  codeMismatch: {
    id: 'auth.error.codeMismatch',
    defaultMessage: 'The code is incorrect. Check it and try again.',
    description: 'A verification code (SMS, email or authenticator app) was not the expected one',
  },
  expiredCode: {
    id: 'auth.error.expiredCode',
    defaultMessage: 'The code has expired. Request a new one.',
    description: 'A verification code is no longer valid',
  },
  invalidPassword: {
    id: 'auth.error.invalidPassword',
    defaultMessage: 'The password does not meet the password rules.',
    description: 'The identity service refused a new password (too weak)',
  },
  limitExceeded: {
    id: 'auth.error.limitExceeded',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
    description: 'The identity service limits attempts (LimitExceededException, TooManyRequestsException)',
  },
  tooManyFailedAttempts: {
    id: 'auth.error.tooManyFailedAttempts',
    defaultMessage: 'Too many failed attempts. Please start over.',
    description: 'Too many wrong codes or answers: the user must start the sign-in or reset again',
  },
  passwordAttemptsExceeded: {
    id: 'auth.error.passwordAttemptsExceeded',
    defaultMessage: 'Too many incorrect passwords. Please wait a few minutes and try again.',
    description: 'The account is temporarily locked after several wrong passwords',
  },
  sessionExpired: {
    id: 'auth.error.sessionExpired',
    defaultMessage: 'Your sign-in session has expired. Please sign in again.',
    description: 'The few minutes allowed to complete a sign-in step are over',
  },
  userDisabled: {
    id: 'auth.error.userDisabled',
    defaultMessage: 'This account is disabled. Contact your administrator.',
    description: 'Sign-in refused because the account has been disabled',
  },
  passwordResetFailed: {
    id: 'auth.error.passwordResetFailed',
    defaultMessage: 'Password reset failed',
    description: 'Requesting a password reset code did not lead to entering a code (SPEC §5)',
  },
  network: {
    id: 'auth.error.network',
    defaultMessage: 'A network error has occurred.',
    description: 'The identity service could not be reached',
  },
  unknown: {
    id: 'auth.error.unknown',
    defaultMessage: 'An unknown error has occurred.',
    description: 'Any other failure of the identity service',
  },
});

export const unexpectedStepMessage = defineMessage<{ step: string }>({
  id: 'auth.error.unexpectedStep',
  defaultMessage: 'Unexpected new step: {step}',
  description:
    'The identity service asked for a sign-in step the portal does not support; {step} is its technical name',
});

export type AuthErrorKey = keyof typeof authErrorMessages;
