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

  it('logs a server failure while loading the practice as an error', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logSessionWarning('[session] The practices could not be read', new SessionError('practiceLoadFailed'));
    expect(error).toHaveBeenCalled();
  });
});
