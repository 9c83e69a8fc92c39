import { isFetchFailure } from './fetch-failure';
import type { IdentityErrorKey } from './identity-error-messages';

/**
 * Cognito's exception names and Amplify's own client errors (SPEC §8), as Amplify throws them:
 * AuthError instances named after the exception (taken from the error-type header or the code).
 */
const keyByName: Record<string, IdentityErrorKey> = {
  // A user that does not exist reads as incorrect credentials: the form must not tell which exist.
  UserNotFoundException: 'incorrectCredentials',
  UserNotConfirmedException: 'userNotConfirmed',
  PasswordResetRequiredException: 'passwordResetRequired',
  CodeMismatchException: 'codeMismatch',
  EnableSoftwareTokenMFAException: 'codeMismatch',
  ExpiredCodeException: 'expiredCode',
  InvalidPasswordException: 'invalidPassword',
  UsernameExistsException: 'usernameExists',
  AliasExistsException: 'aliasExists',
  LimitExceededException: 'limitExceeded',
  TooManyRequestsException: 'limitExceeded',
  TooManyFailedAttemptsException: 'tooManyFailedAttempts',
  UserAlreadyAuthenticatedException: 'alreadySignedIn',
  UserUnAuthenticatedException: 'notAuthenticated',
  InvalidRedirectException: 'invalidRedirect',
  InvalidOriginException: 'invalidOrigin',
  TokenRefreshException: 'tokenRefresh',
  NoSessionFoundException: 'noSession',
  UnexpectedSignInInterruptionException: 'signInInterrupted',
  OAuthSignOutException: 'oauthSignOut',
  DeviceMetadataNotFoundException: 'deviceNotRemembered',
  // Amplify's own: its mid-challenge state (3 minutes) expired or is gone.
  SignInException: 'sessionExpired',
  NetworkError: 'network',
  Unknown: 'unknown',
};

/** Cognito answers NotAuthorizedException for several reasons; its message tells them apart. */
const notAuthorizedKey = (message: string): IdentityErrorKey => {
  const text = message.toLowerCase();
  if (text.includes('attempts exceeded')) return 'passwordAttemptsExceeded';
  if (text.includes('session')) return 'sessionExpired';
  if (text.includes('disabled')) return 'userDisabled';
  return 'incorrectCredentials';
};

/** Whether an Amplify error has this name. */
export const hasErrorName = (error: unknown, name: string): boolean =>
  error instanceof Error && error.name === name;

/** The message key of an identity service error, or undefined when it is not one. */
export const knownIdentityErrorKey = (error: unknown): IdentityErrorKey | undefined => {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'NotAuthorizedException') return notAuthorizedKey(error.message);
  return Object.hasOwn(keyByName, error.name) ? keyByName[error.name] : undefined;
};

/** The message key of anything a sign-in call throws; what is not recognised is 'unknown'. */
export const identityErrorKey = (error: unknown): IdentityErrorKey =>
  knownIdentityErrorKey(error) ?? (isFetchFailure(error) ? 'network' : 'unknown');
