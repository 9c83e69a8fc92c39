import { describe, expect, it } from 'vitest';
import { detectLocale, initialLocale, LOCALE_STORAGE_KEY } from './locale';

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

describe('initialLocale', () => {
  it('reads the address and the saved preference of this browser', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/login');
    expect(initialLocale()).toBe('en');
    window.history.replaceState(null, '', '/login?lang=fr');
    expect(initialLocale()).toBe('fr');
    window.history.replaceState(null, '', '/');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });
});
