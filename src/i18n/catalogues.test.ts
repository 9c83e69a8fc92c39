import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import compiledEn from '../../lang/en.json?compiled';
import fr from '../../lang/fr.json';
import compiledFr from '../../lang/fr.json?compiled';
import { idsMissing, idsWithoutDescription, placeholderMismatches } from '../../scripts/i18n/catalogue-rules';

// The same rules as `npm run i18n:check`, which also compares en.json with a fresh extraction.
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
});
