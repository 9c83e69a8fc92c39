import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/api-error';
import { listenToSnackbars, type Snackbar } from '@/components/feedback/snackbar-store';
import { reportApiFailure } from './report-api-failure';

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

/** The snackbars one report raises, by message id. */
const reported = (kind: ApiErrorKind, meta?: Parameters<typeof reportApiFailure>[2]): string[] => {
  const shown: Snackbar[] = [];
  stopListening = listenToSnackbars((snackbar) => shown.push(snackbar));
  // Server failures are logged as errors too: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reportApiFailure(new ApiError({ kind, message: kind, status: 0 }), 'query test', meta);
  return shown.map((snackbar) => `${snackbar.intent}:${String(snackbar.message.id)}`);
};

describe('reportApiFailure', () => {
  it.each([
    ['server', 'errors.server'],
    ['network', 'errors.network'],
    ['forbidden', 'errors.forbidden'],
    ['conflict', 'errors.conflict'],
  ] as const)('says %s failures with the catalogue message', (kind, id) => {
    expect(reported(kind)).toEqual([`error:${id}`]);
  });

  it('leaves validation, not found and 401 to the screen and the session', () => {
    expect(reported('validation')).toEqual([]);
    expect(reported('not-found')).toEqual([]);
    expect(reported('unauthorized')).toEqual([]);
  });

  it('stays away from what the screen says itself (meta.ownErrors)', () => {
    expect(reported('conflict', { ownErrors: ['conflict'] })).toEqual([]);
    expect(reported('forbidden', { ownErrors: ['conflict'] })).toEqual(['error:errors.forbidden']);
  });
});
