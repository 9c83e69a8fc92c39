import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale';

describe('detectLocale (SPEC §1)', () => {
  it('takes the lang query parameter first, when it is en or fr', () => {
    expect(detectLocale({ search: '?lang=en', saved: 'fr', browserLanguages: ['fr-CA'] })).toBe('en');
    expect(detectLocale({ search: '?lang=de', saved: 'en', browserLanguages: ['fr-CA'] })).toBe('en');
  });

  it('then the saved preference, then the browser, then French', () => {
    expect(detectLocale({ search: '', saved: 'fr', browserLanguages: ['en-CA'] })).toBe('fr');
    expect(detectLocale({ search: '', saved: null, browserLanguages: ['de-DE', 'en-GB'] })).toBe('en');
    expect(detectLocale({ search: '', saved: null, browserLanguages: ['de-DE'] })).toBe('fr');
  });
});
