import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('phone numbers', () => {
  it('store however a North American number was typed, and refuse anything else', () => {
    expect(toE164('(514) 555-0123')).toBe('+15145550123');
    expect(toE164('1-514-555-0123')).toBe('+15145550123');
    expect(toE164('514 555 012')).toBeUndefined();
    expect(toE164('ext. 12')).toBeUndefined();
  });

  it('read in each language’s usual form', () => {
    expect(formatPhone('+15145550123', 'en')).toBe('(514) 555-0123');
    expect(formatPhone('+15145550123', 'fr')).toBe('514 555-0123');
    expect(formatPhone(' ext. 12 ', 'fr')).toBe('ext. 12');
    expect(formatPhone(undefined, 'en')).toBe('');
  });
});
