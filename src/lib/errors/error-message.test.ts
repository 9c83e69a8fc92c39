import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/api-error';
import { SessionError } from '@/lib/session/session-error';
import { errorMessage } from './error-message';

const en = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
const text = (error: unknown) => {
  const { descriptor, values } = errorMessage(error);
  return en.formatMessage(descriptor, values);
};
const apiError = (kind: ApiErrorKind, extra: Partial<{ status: number; code: string }> = {}) =>
  new ApiError({ kind, message: 'm', ...extra });

describe('errorMessage (SPEC §8)', () => {
  it('gives the server text for a server failure, and a message for every API error kind', () => {
    expect(text(apiError('server', { status: 503 }))).toBe(
      'An error has occurred on our servers. We will correct the situation as soon as possible. Please try again a little later.',
    );
    expect(text(apiError('network'))).toBe('A network error has occurred.');
    const kinds: ApiErrorKind[] = [
      'timeout',
      'validation',
      'unauthorized',
      'forbidden',
      'not-found',
      'conflict',
      'rate-limited',
      'contract',
      'cancelled',
    ];
    const ids = kinds.map((kind) => errorMessage(apiError(kind)).descriptor.id);
    expect(new Set(ids).size).toBe(kinds.length);
  });

  it('says more than the status for a known problem code', () => {
    expect(text(apiError('conflict', { status: 409, code: 'USER_NOT_MIGRATED' }))).toBe(
      'The user must be migrated before their roles can be updated.',
    );
  });

  it('reads session errors, failed fetches, aborts, and anything else as "Something went wrong."', () => {
    expect(text(new SessionError('noRoles'))).toBe('User has no roles');
    expect(text(new TypeError('Failed to fetch'))).toBe('A network error has occurred.');
    expect(text(new DOMException('stop', 'AbortError'))).toBe('The request was cancelled.');
    expect(text(new Error('boom'))).toBe('Something went wrong.');
    expect(text('boom')).toBe('Something went wrong.');
    expect(text(undefined)).toBe('Something went wrong.');
  });
});
