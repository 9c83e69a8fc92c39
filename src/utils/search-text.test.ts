import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search-text';

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldForSearch('  Clinique Dentaire Québec ')).toBe('clinique dentaire quebec');
  });

  it('matches every word in any order', () => {
    expect(matchesSearch('Centre dentaire Sainte-Foy', 'foy centre')).toBe(true);
    expect(matchesSearch('Centre dentaire Sainte-Foy', 'DENTAIRE')).toBe(true);
    expect(matchesSearch('Clinique Trois-Rivières', 'rivieres')).toBe(true);
    expect(matchesSearch('Clinique Trois-Rivières', 'montreal')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('Rosemont', '   ')).toBe(true);
  });
});
