import { Faker, base } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { drawFromPattern } from './pattern-draws';

const draws = (pattern: string, length: { min?: number; max?: number } = {}, count = 200) => {
  const faker = new Faker({ locale: [base], seed: 46 });
  return Array.from({ length: count }, () => drawFromPattern(faker, pattern, length));
};

describe('strings drawn from a pattern', () => {
  it('draws only strings the pattern matches, beyond what a person would type', () => {
    const postalCodes = draws('^([A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9])?$');
    for (const value of postalCodes) expect(value).toMatch(/^([A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9])?$/);
    // The optional group is left out, and the letters no postal code has come in lower case.
    expect(postalCodes).toContain('');
    expect(postalCodes.some((value) => /[a-z]/.test(value ?? ''))).toBe(true);

    const months = draws('^\\d{4}-(0[1-9]|1[0-2])$');
    for (const value of months) expect(value).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(new Set(months.map((value) => value?.slice(5))).size).toBe(12);
  });

  it('draws any character a negated class allows, and keeps to the lengths asked', () => {
    const names = draws('^[^/\\\\]+$', { min: 1, max: 255 });
    for (const value of names) expect(value).toMatch(/^[^/\\]+$/);
    expect(names.some((value) => /[ <>:"|?*]/.test(value ?? ''))).toBe(true);
    expect(Math.max(...names.map((value) => value?.length ?? 0))).toBeGreaterThan(50);

    const versions = draws('^\\d+\\.\\d+\\.\\d+(\\.\\d+)?$', { max: 40 });
    for (const value of versions) {
      expect(value).toMatch(/^\d+\.\d+\.\d+(\.\d+)?$/);
      expect(value?.length).toBeLessThanOrEqual(40);
    }
  });

  it('ends where a pattern without $ ends, and reads non-capturing groups and counted repeats', () => {
    const logos = draws('^(https://|data:image/(png|jpeg|svg\\+xml|webp);base64,)');
    expect(new Set(logos)).toEqual(
      new Set([
        'https://',
        ...['png', 'jpeg', 'svg+xml', 'webp'].map((kind) => `data:image/${kind};base64,`),
      ]),
    );
    for (const value of draws('^(?:[01]\\d|2[0-3]):[0-5]\\d{1,2}$'))
      expect(value).toMatch(/^([01]\d|2[0-3]):[0-5]\d{1,2}$/);
  });

  it('gives nothing when no draw fits the lengths, and refuses what it cannot read', () => {
    expect(draws('^[a-z]{3}$', { min: 5 }, 1)).toEqual([undefined]);
    expect(() => draws('^(?=a)a$')).toThrow(/look-around/);
    expect(() => draws('^(a)\\1$')).toThrow(/back-reference/);
  });
});
