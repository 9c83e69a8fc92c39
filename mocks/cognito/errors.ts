import { HttpResponse } from 'msw';

/** Cognito speaks AWS JSON 1.1 in both directions. */
export const AMZ_JSON = 'application/x-amz-json-1.1';

/** A successful answer: Amplify parses every success body as JSON, so `{}` at least. */
export const cognitoJson = (body: Record<string, unknown> = {}) =>
  HttpResponse.json(body, { headers: { 'content-type': AMZ_JSON } });

/**
 * An error as Cognito sends it: the name in `x-amzn-errortype` (Amplify reads it there first)
 * and `{ __type, message }` in the body. Handlers throw it, so they read as the happy path.
 */
export const cognitoError = (name: string, message: string, status = 400) =>
  HttpResponse.json(
    { __type: name, message },
    { status, headers: { 'content-type': AMZ_JSON, 'x-amzn-errortype': name } },
  );

// Cognito's own messages, so screens written against the emulator match the real service.
export const incorrectCredentials = () =>
  cognitoError('NotAuthorizedException', 'Incorrect username or password.');
export const passwordAttemptsExceeded = () =>
  cognitoError('NotAuthorizedException', 'Password attempts exceeded');
export const userNotFound = () => cognitoError('UserNotFoundException', 'User does not exist.');
export const userNotConfirmed = () => cognitoError('UserNotConfirmedException', 'User is not confirmed.');
export const passwordResetRequired = () =>
  cognitoError('PasswordResetRequiredException', 'Password reset required for the user');
export const invalidParameter = (message: string) => cognitoError('InvalidParameterException', message);
export const invalidSession = () => cognitoError('NotAuthorizedException', 'Invalid session for the user.');
export const expiredSession = () =>
  cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const mfaCodeMismatch = () => cognitoError('CodeMismatchException', 'Invalid code received for user');
export const resetCodeMismatch = () =>
  cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const expiredCode = () =>
  cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
export const limitExceeded = () =>
  cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
export const tooManyFailedAttempts = () =>
  cognitoError('TooManyFailedAttemptsException', 'Too many failed attempts, please start again.');
export const invalidPassword = (reason: string) =>
  cognitoError('InvalidPasswordException', `Password does not conform to policy: ${reason}`);
