import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SessionErrorCode } from './session-error';

/** The session's errors as the screens show them (SPEC §5, §8), keyed by SessionErrorCode. */
export const sessionErrorMessages: Record<SessionErrorCode, MessageDescriptor> = defineMessages({
  profileNotFound: {
    id: 'session.error.profileNotFound',
    defaultMessage: 'Your account has no profile in the portal. Please contact support.',
    description:
      'The signed-in identity has no portal profile (the profile request answered 404); the session cannot load',
  },
  noRoles: {
    id: 'session.error.noRoles',
    defaultMessage: 'User has no roles',
    description: 'Session error (SPEC wording): the signed-in user has no role at all',
  },
  noPracticeToSelect: {
    id: 'session.error.noPracticeToSelect',
    defaultMessage: 'Could not find practice id to select',
    description: 'Session error (SPEC wording): none of the user’s roles gives a practice (clinic) to select',
  },
  notSignedInAfterLogin: {
    id: 'session.error.notSignedInAfterLogin',
    defaultMessage: 'User is not signed in after login',
    description:
      'Session error (SPEC wording): sign-in completed but no signed-in session was found afterwards',
  },
  sessionExpired: {
    id: 'session.error.sessionExpired',
    defaultMessage: 'Your session has expired. Please sign in again.',
    description:
      'Shown on the sign-in screen after the session could not be renewed and the user was signed out',
  },
  practiceUnavailable: {
    id: 'session.error.practiceUnavailable',
    defaultMessage: 'This practice could not be opened. It may no longer be available to you.',
    description:
      'The selected practice (clinic) could not be loaded: deleted, or no longer accessible to the user',
  },
  profileLoadFailed: {
    id: 'session.error.profileLoadFailed',
    defaultMessage:
      'You are signed in, but your profile could not be loaded: the server answered with an error. Try again in a moment.',
    description:
      'Signed in, but reading the user’s portal profile failed (a server error or an unreadable answer); a Try again button follows',
  },
  practiceLoadFailed: {
    id: 'session.error.practiceLoadFailed',
    defaultMessage:
      'You are signed in, but your practice could not be opened: the server answered with an error. Try again in a moment.',
    description:
      'Signed in, but reading the practice (clinic) to open, or the list of practices, failed (a server error or an unreadable answer); a Try again button follows',
  },
  network: {
    id: 'session.error.network',
    defaultMessage: 'A network error has occurred.',
    description: 'The identity service or the API could not be reached while loading or renewing the session',
  },
  unknown: {
    id: 'session.error.unknown',
    defaultMessage: 'An unknown error has occurred.',
    description: 'Any other failure while loading or renewing the session',
  },
});
