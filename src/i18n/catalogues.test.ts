import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';

type Catalogue = Record<string, { defaultMessage: string; description?: string }>;

describe('message catalogues', () => {
  it('translate every English message into French', () => {
    expect(Object.keys(en as Catalogue).filter((id) => !(id in fr))).toEqual([]);
    expect(Object.keys(fr as Catalogue).filter((id) => !(id in en))).toEqual([]);
  });

  it('describe every message for translators', () => {
    expect(Object.entries(en as Catalogue).filter(([, entry]) => !entry.description?.trim())).toEqual([]);
  });
});
