import { describe, expect, it } from 'vitest';
import { readLoginNotice, redirectTarget, withQuery } from './auth-query';

describe('auth-query', () => {
  it('reads the login notice from the history state, and nothing else', () => {
    expect(readLoginNotice({ kind: 'passwordReset' })).toEqual({ kind: 'passwordReset' });
    expect(readLoginNotice({ kind: 'passwordReset', extra: 1 })).toEqual({ kind: 'passwordReset' });
    expect(readLoginNotice({ kind: 'newPassword', username: 'x' })).toBeUndefined();
    expect(readLoginNotice(null)).toBeUndefined();
    expect(readLoginNotice('passwordReset')).toBeUndefined();
  });

  it('keeps the query and redirects only inside the app', () => {
    expect(withQuery('/login', 'lang=fr')).toBe('/login?lang=fr');
    expect(withQuery('/login', '')).toBe('/login');
    expect(redirectTarget('redirect=%2Fanalytik')).toBe('/analytik');
    expect(redirectTarget('redirect=https://evil.example')).toBe('/');
  });
});
