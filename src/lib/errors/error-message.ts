import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { isSessionError } from '@/lib/session/session-error';
import { sessionErrorMessages } from '@/lib/session/session-messages';
import { userErrorMessages } from './admin-error-messages';
import { apiErrorMessages } from './api-error-messages';
import { generalErrorMessages } from './general-messages';
import { identityErrorMessages } from './identity-error-messages';
import { isFetchFailure, knownIdentityErrorKey } from './identity-errors';

/** A message ready for intl.formatMessage(descriptor, values) or <FormattedMessage>. */
export interface ErrorMessage {
  descriptor: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Problem codes (openapi/) that say more than their HTTP status. */
const messageByProblemCode: Record<string, MessageDescriptor> = {
  USER_NOT_MIGRATED: userErrorMessages.mustMigrateFirst,
};

// DOMException is not an Error subclass everywhere (Node, jsdom): read the name.
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * The message for anything a screen catches (SPEC §8): API errors by problem code then kind,
 * session errors, identity service errors by name; anything else is 'Something went wrong.'.
 */
export const errorMessage = (error: unknown): ErrorMessage => {
  if (isApiError(error)) {
    const byCode = error.code !== undefined ? messageByProblemCode[error.code] : undefined;
    return { descriptor: byCode ?? apiErrorMessages[error.kind] };
  }
  if (isSessionError(error)) return { descriptor: sessionErrorMessages[error.code] };
  const identityKey = knownIdentityErrorKey(error);
  if (identityKey) return { descriptor: identityErrorMessages[identityKey] };
  if (isFetchFailure(error)) return { descriptor: apiErrorMessages.network };
  if (isAbort(error)) return { descriptor: apiErrorMessages.cancelled };
  return { descriptor: generalErrorMessages.somethingWentWrong };
};
