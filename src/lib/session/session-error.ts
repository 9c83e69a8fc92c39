import type { ApiError } from '@/api/api-error';

/**
 * What went wrong with the session, as a code the screens translate (session-messages.ts).
 * - profileNotFound: the identity has no portal profile (GET /users/profile answered 404);
 * - noRoles: 'User has no roles' (SPEC §5);
 * - noPracticeToSelect: 'Could not find practice id to select' (SPEC §5);
 * - notSignedInAfterLogin: 'User is not signed in after login' (SPEC §5);
 * - sessionExpired: the refresh token was refused, the user was signed out (SPEC §4);
 * - practiceUnavailable: the selected practice could not be read (gone, no longer allowed, or an
 *   id the API refuses);
 * - profileLoadFailed / practiceLoadFailed: signed in, but the API failed (an error answer, or
 *   one outside the contract) while reading the profile / the practices: worth another try;
 * - network: the identity service or the API could not be reached; the user is kept;
 * - unknown: anything else.
 */
export type SessionErrorCode =
  | 'profileNotFound'
  | 'noRoles'
  | 'noPracticeToSelect'
  | 'notSignedInAfterLogin'
  | 'sessionExpired'
  | 'practiceUnavailable'
  | 'profileLoadFailed'
  | 'practiceLoadFailed'
  | 'network'
  | 'unknown';

/** The messages of SPEC §5, in English, for logs and error reports (screens translate the code). */
const LOG_MESSAGES: Record<SessionErrorCode, string> = {
  profileNotFound: 'No portal profile exists for the signed-in user',
  noRoles: 'User has no roles',
  noPracticeToSelect: 'Could not find practice id to select',
  notSignedInAfterLogin: 'User is not signed in after login',
  sessionExpired: 'The session could not be refreshed: signed out',
  practiceUnavailable: 'The selected practice could not be loaded',
  profileLoadFailed: 'The profile could not be read after sign-in',
  practiceLoadFailed: 'The practices could not be read after sign-in',
  network: 'A network error has occurred.',
  unknown: 'An unknown error has occurred.',
};

export class SessionError extends Error {
  override readonly name = 'SessionError';
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, options?: { cause?: unknown }) {
    super(LOG_MESSAGES[code], options);
    this.code = code;
  }
}

export const isSessionError = (value: unknown): value is SessionError => value instanceof SessionError;

/** Amplify's name for a failed request (AmplifyErrorCode.NetworkError). */
const AMPLIFY_NETWORK_ERROR = 'NetworkError';

/**
 * An ApiError, recognised by its name rather than with instanceof: importing api-error.ts would
 * bring the API client into /login, whose session is read before any API call.
 */
const isApiFailure = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && 'kind' in error;

/** Whether an error of Amplify or of the API client means "could not reach the server". */
export const isNetworkFailure = (error: unknown): boolean => {
  if (isApiFailure(error)) return error.kind === 'network' || error.kind === 'timeout';
  return error instanceof Error && error.name === AMPLIFY_NETWORK_ERROR;
};

/** What a new try of the session load may change: failures of the network or of the server. */
export const RETRYABLE_FAILURES: ReadonlySet<SessionErrorCode> = new Set([
  'profileLoadFailed',
  'practiceLoadFailed',
  'network',
  'unknown',
]);

/**
 * A failed read of the session load as the step that failed (`code`), unless the network is the
 * cause: then it is the network, which the user can act on.
 */
export const toLoadFailure = (
  error: unknown,
  code: 'profileLoadFailed' | 'practiceLoadFailed',
): SessionError =>
  isSessionError(error)
    ? error
    : new SessionError(isNetworkFailure(error) ? 'network' : code, { cause: error });

/** Any error of a session operation as a SessionError (the original kept as its cause). */
export const toSessionError = (error: unknown): SessionError => {
  if (isSessionError(error)) return error;
  return new SessionError(isNetworkFailure(error) ? 'network' : 'unknown', { cause: error });
};
