import { defineMessages } from 'react-intl';

/**
 * What a failed call to the identity service (Cognito through Amplify) tells the user (SPEC §8).
 * The ids predate this module (sign-in screens) and stay stable for the translations.
 */
export const identityErrorMessages = defineMessages({
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
  userNotConfirmed: {
    id: 'auth.error.userNotConfirmed',
    defaultMessage: 'This account is not confirmed yet.',
    description: 'UserNotConfirmedException: the account exists but its sign-up was never confirmed',
  },
  passwordResetRequired: {
    id: 'auth.error.passwordResetRequired',
    defaultMessage: 'You must reset your password before signing in.',
    description: 'PasswordResetRequiredException: an administrator asked for a new password',
  },
  usernameExists: {
    id: 'auth.error.usernameExists',
    defaultMessage: 'This username is already taken.',
    description: 'UsernameExistsException: an account with this username already exists',
  },
  aliasExists: {
    id: 'auth.error.aliasExists',
    defaultMessage: 'This email address or phone number is already used by another account.',
    description: 'AliasExistsException: the email or phone belongs to another account',
  },
  alreadySignedIn: {
    id: 'auth.error.alreadySignedIn',
    defaultMessage: 'There is already a signed in user.',
    description: 'UserAlreadyAuthenticatedException (SPEC wording): a sign-in started while signed in',
  },
  notAuthenticated: {
    id: 'auth.error.notAuthenticated',
    defaultMessage: 'User needs to be authenticated to call this API.',
    description: 'UserUnAuthenticatedException (SPEC wording): an action needs a signed-in user',
  },
  invalidRedirect: {
    id: 'auth.error.invalidRedirect',
    defaultMessage: 'The sign-in return address is not allowed.',
    description: 'InvalidRedirectException: the hosted sign-in page refused the address to come back to',
  },
  invalidOrigin: {
    id: 'auth.error.invalidOrigin',
    defaultMessage: 'Sign-in is not allowed from this address.',
    description: 'InvalidOriginException: the page address is not one the identity service accepts',
  },
  tokenRefresh: {
    id: 'auth.error.tokenRefresh',
    defaultMessage: 'Your session could not be renewed. Please sign in again.',
    description: 'TokenRefreshException: renewing the session tokens failed',
  },
  noSession: {
    id: 'auth.error.noSession',
    defaultMessage: 'No session was found. Please sign in.',
    description: 'NoSessionFoundException: there is no signed-in session on this device',
  },
  signInInterrupted: {
    id: 'auth.error.signInInterrupted',
    defaultMessage: 'The sign-in was interrupted. Please try again.',
    description: 'UnexpectedSignInInterruptionException: the hosted sign-in did not complete',
  },
  oauthSignOut: {
    id: 'auth.error.oauthSignOut',
    defaultMessage: 'Signing out of the identity provider failed.',
    description: 'OAuthSignOutException: the sign-out at the hosted login page failed',
  },
  deviceNotRemembered: {
    id: 'auth.error.deviceNotRemembered',
    defaultMessage: 'This device is no longer recognized. Please try again.',
    description: 'DeviceMetadataNotFoundException: the stored data of a remembered device is gone',
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

export type IdentityErrorKey = keyof typeof identityErrorMessages;
