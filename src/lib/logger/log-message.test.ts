import { describe, expect, it } from 'vitest';
import { formatLogMessage, NonErrorException, reportableErrors } from './log-message';

describe('formatLogMessage (SPEC §8)', () => {
  it('puts the origin in brackets before the message of a string or an error', () => {
    expect(formatLogMessage('session', 'User has no roles')).toBe('[session] User has no roles');
    expect(formatLogMessage('api', new Error('Request failed'))).toBe('[api] Request failed');
    expect(formatLogMessage('api', [new Error('Only one')])).toBe('[api] Only one');
  });

  it('says "Multiple errors occurred" for several errors and "Unknown argument type" for the rest', () => {
    expect(formatLogMessage('x', [new Error('a'), new Error('b')])).toBe('[x] Multiple errors occurred');
    expect(formatLogMessage('x', { status: 500 })).toBe('[x] Unknown argument type');
    expect(formatLogMessage('x', 42)).toBe('[x] Unknown argument type');
    expect(formatLogMessage('x', undefined)).toBe('[x] Unknown argument type');
  });

  it('still writes a line when reading the message throws', () => {
    const broken = new Error('hidden');
    Object.defineProperty(broken, 'message', {
      get: () => {
        throw new Error('no message');
      },
    });
    expect(formatLogMessage('x', broken)).toBe('[x] *Error while parsing error message*');
  });
});

describe('reportableErrors', () => {
  it('keeps errors and wraps anything else under the SPEC name, keeping the value', () => {
    const error = new Error('a');
    expect(reportableErrors(error, '[x] a')).toEqual([error]);
    const [wrapped] = reportableErrors({ code: 7 }, '[x] Unknown argument type');
    expect(wrapped).toBeInstanceOf(NonErrorException);
    expect(wrapped?.name).toBe('Check content for details, exception not Error type');
    expect(wrapped?.message).toBe('[x] Unknown argument type');
    expect((wrapped as NonErrorException).content).toEqual({ code: 7 });
    expect(reportableErrors([error, 'b'], 'm').map((item) => item.name)).toEqual([
      'Error',
      'Check content for details, exception not Error type',
    ]);
  });
});
