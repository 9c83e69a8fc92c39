import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { isSessionError } from '@/lib/session/session-error';
import { sessionErrorMessages } from '@/lib/session/session-messages';
import { apiErrorMessages } from './api-error-messages';
import { isFetchFailure } from './fetch-failure';
import { generalErrorMessages } from './general-messages';
import { problemCodeMessages } from './problem-code-messages';

/** A message ready for intl.formatMessage(descriptor, values) or <FormattedMessage>. */
export interface ErrorMessage {
  descriptor: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Problem codes (openapi/) that say more than their HTTP status. */
const messageByProblemCode: Record<string, MessageDescriptor> = problemCodeMessages;

// DOMException is not an Error subclass everywhere (Node, jsdom): read the name.
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * The message for anything a screen catches (SPEC §8): API errors by problem code then kind,
 * session errors; anything else is 'Something went wrong.'. The identity service's errors are
 * the sign-in screens' own (features/auth/auth-errors.ts): no other screen calls it, and their
 * words stay off every other page.
 */
export const errorMessage = (error: unknown): ErrorMessage => {
  if (isApiError(error)) {
    const byCode =
      error.code !== undefined && Object.hasOwn(messageByProblemCode, error.code)
        ? messageByProblemCode[error.code]
        : undefined;
    return { descriptor: byCode ?? apiErrorMessages[error.kind] };
  }
  if (isSessionError(error)) return { descriptor: sessionErrorMessages[error.code] };
  if (isFetchFailure(error)) return { descriptor: apiErrorMessages.network };
  if (isAbort(error)) return { descriptor: apiErrorMessages.cancelled };
  return { descriptor: generalErrorMessages.somethingWentWrong };
};
