import { describe, expect, it } from 'vitest';
import { capitalizeFirst } from './capitalize-first';

describe('capitalizeFirst', () => {
  it('capitalizes a French day heading, and only its first letter', () => {
    expect(capitalizeFirst('mardi 1er décembre', 'fr-CA')).toBe('Mardi 1er décembre');
    expect(capitalizeFirst('jeudi 26 novembre 2027', 'fr-CA')).toBe('Jeudi 26 novembre 2027');
  });

  it('keeps an accented first letter whole', () => {
    expect(capitalizeFirst('été 2026', 'fr-CA')).toBe('Été 2026');
  });

  it('leaves English and an empty text as they are', () => {
    expect(capitalizeFirst('Tuesday, December 1', 'en-CA')).toBe('Tuesday, December 1');
    expect(capitalizeFirst('', 'fr-CA')).toBe('');
  });
});
