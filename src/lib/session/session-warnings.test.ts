import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionError } from './session-error';
import { logSessionWarning } from './session-warnings';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logSessionWarning', () => {
  it('notes a practice that is no longer there as a warning: the user situation, not a defect', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logSessionWarning(
      '[session] The selected practice could not be loaded',
      new SessionError('practiceUnavailable'),
    );
    expect(warn).toHaveBeenCalledWith('[session] The selected practice could not be loaded');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a practice id the server refuses (400) as an error: a defect of the data', async () => {
    const { ApiError } = await import('@/api/api-error');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new ApiError({ kind: 'validation', status: 400, message: 'Invalid id.' });
    logSessionWarning(
      '[session] The selected practice could not be loaded',
      new SessionError('practiceUnavailable', { cause: refused }),
    );
    expect(error).toHaveBeenCalled();
  });

  it('logs a server failure while loading the practice as an error', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logSessionWarning('[session] The practices could not be read', new SessionError('practiceLoadFailed'));
    expect(error).toHaveBeenCalled();
  });
});
