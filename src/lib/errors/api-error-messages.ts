import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApiErrorKind } from '@/api/api-error';

const messages = defineMessages({
  network: {
    id: 'errors.network',
    defaultMessage: 'A network error has occurred.',
    description: 'An API call could not reach the server (connection lost, server unreachable)',
  },
  timeout: {
    id: 'errors.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
    description: 'An API call timed out',
  },
  server: {
    id: 'errors.server',
    defaultMessage:
      'An error has occurred on our servers. We will correct the situation as soon as possible. Please try again a little later.',
    description: 'Snackbar (error colour) for any server failure (HTTP 5xx)',
  },
  validation: {
    id: 'errors.validation',
    defaultMessage: 'Some information is missing or incorrect. Please check the form and try again.',
    description: 'The server refused the data sent (HTTP 400 or 422)',
  },
  unauthorized: {
    id: 'errors.unauthorized',
    defaultMessage: 'Your session has expired. Please sign in again.',
    description: 'The server refused the call because the user is not signed in any more (HTTP 401)',
  },
  forbidden: {
    id: 'errors.forbidden',
    defaultMessage: 'You do not have permission to do this.',
    description: 'The server refused the call for lack of permission (HTTP 403)',
  },
  notFound: {
    id: 'errors.notFound',
    defaultMessage: 'What you are looking for does not exist or is no longer available.',
    description: 'The requested item does not exist (HTTP 404)',
  },
  conflict: {
    id: 'errors.conflict',
    defaultMessage: 'This change conflicts with the current data. Reload the page and try again.',
    description: 'The change clashes with the state on the server, e.g. a duplicate (HTTP 409)',
  },
  rateLimited: {
    id: 'errors.rateLimited',
    defaultMessage: 'Too many requests. Please wait a moment and try again.',
    description: 'The server limits how often this can be done (HTTP 429)',
  },
  contract: {
    id: 'errors.contract',
    defaultMessage: 'The server sent an unexpected answer. Please try again later.',
    description: 'The answer of the server did not have the expected shape',
  },
  cancelled: {
    id: 'errors.cancelled',
    defaultMessage: 'The request was cancelled.',
    description: 'An API call was cancelled (usually by leaving the page)',
  },
});

/** The message of each kind of failed API call (src/api/api-error.ts). */
export const apiErrorMessages: Record<ApiErrorKind, MessageDescriptor> = {
  network: messages.network,
  timeout: messages.timeout,
  server: messages.server,
  validation: messages.validation,
  unauthorized: messages.unauthorized,
  forbidden: messages.forbidden,
  'not-found': messages.notFound,
  conflict: messages.conflict,
  'rate-limited': messages.rateLimited,
  contract: messages.contract,
  cancelled: messages.cancelled,
};
