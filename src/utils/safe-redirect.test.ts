import { describe, expect, it } from 'vitest';
import { redirectParam, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('accepts paths of the app only', () => {
    expect(safeRedirect('/communications/history?page=2')).toBe('/communications/history?page=2');
    expect(safeRedirect('//evil.example.com')).toBeUndefined();
    expect(safeRedirect('/\\evil.example.com')).toBeUndefined();
    expect(safeRedirect('https://evil.example.com')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });

  it('reads the redirect parameter of a search string', () => {
    expect(redirectParam('?lang=fr&redirect=%2Fanalytik')).toBe('/analytik');
    expect(redirectParam('redirect=%2F%2Fevil.example.com')).toBeUndefined();
  });
});
