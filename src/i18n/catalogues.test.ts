import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import compiledEn from '../../lang/en.json?compiled';
import fr from '../../lang/fr.json';
import compiledFr from '../../lang/fr.json?compiled';
import glossary from '../../lang/glossary.json';
import { idsMissing, idsWithoutDescription, placeholderMismatches } from '../../scripts/i18n/catalogue-rules';
import { glossaryProblems, glossaryViolations, type Glossary } from '../../scripts/i18n/glossary-rules';
import { createAppIntl } from './format';

// The rules of `npm run i18n:check`, which also compares en.json with a fresh extraction.
describe('message catalogues', () => {
  it('translate every English message into French, and nothing else', () => {
    expect(idsMissing(en, fr)).toEqual([]);
    expect(idsMissing(fr, en)).toEqual([]);
  });

  it('describe every message for translators', () => {
    expect(idsWithoutDescription(en)).toEqual([]);
    expect(idsWithoutDescription(fr)).toEqual([]);
  });

  it('keep the placeholders of the English messages in French', () => {
    expect(placeholderMismatches(compiledEn, compiledFr)).toEqual([]);
  });

  it('use French typography: « » quotes, ’ apostrophes, no-break spaces before the colon', () => {
    // OQLF: a no-break space (U+00A0) before « : » and inside « »; Québec usage, kept here: none
    // before ? ! ; – and the typographic apostrophe, which ICU never reads as an escape.
    // Not a colon of text: an address (https://), an ICU skeleton (::.0), a drive (C:\\).
    const wrong =
      /(?<![\u00a0:])(?<!\b[A-Z]):(?![:/\\])|[\p{L}}][ \u00a0\u202f][?!;]|["']|«[^\u00a0]|[^\u00a0]»/u;
    expect(Object.entries(fr).filter(([, entry]) => wrong.test(entry.defaultMessage))).toEqual([]);
  });

  it('keep a number with its unit or noun: a no-break space, not an ordinary one', () => {
    // « 6 chiffres », « 15 minutes », « 514 555-0123 », « 2 150 000 »: the line never breaks
    // there. A word that is not the number's own (« 3 ou 4 », « 0 à 100 ») takes an ordinary space.
    const ownWord = /\d (?=[\p{L}\d])(?!(?:à|au|aux|de|des|du|et|ou|sur|par|pour|le|la|les|en)(?!\p{L}))/u;
    expect(Object.entries(fr).filter(([, entry]) => ownWord.test(entry.defaultMessage))).toEqual([]);
  });

  it('count in French with the singular for 0 and 1: counts reach them as numbers, in a plural', () => {
    const intl = createAppIntl('fr', compiledFr);
    const usage = (id: string, used: number) =>
      intl
        .formatMessage({ id }, { used, limit: '1\u00a0000', total: '1\u00a0000', percent: '5\u00a0%' })
        .replace(/[\u00a0\u202f]/g, ' ');
    for (const id of ['communications.dashboard.smsUsage', 'admin.practices.monitoring.smsUsage']) {
      expect(usage(id, 0)).toBe('0 segment utilisé sur 1 000 (5 %)');
      expect(usage(id, 1)).toBe('1 segment utilisé sur 1 000 (5 %)');
      expect(usage(id, 2)).toBe('2 segments utilisés sur 1 000 (5 %)');
      expect(usage(id, 1500)).toBe('1 500 segments utilisés sur 1 000 (5 %)');
    }
    expect(usage('communications.smsPackage.warning', 1)).toBe(
      'Votre forfait SMS est utilisé à 5 % ce mois-ci (1 segment sur 1 000). L’envoi des SMS s’arrêtera lorsqu’il sera épuisé.',
    );
  });

  it('use the glossary’s French terms, not the variants it lists (lang/glossary.json)', () => {
    expect(glossaryProblems(glossary, compiledFr)).toEqual([]);
    expect(glossaryViolations(glossary as Glossary, compiledFr)).toEqual([]);
  });
});
