import { isDeepStrictEqual } from 'node:util';
import type { MessageFormatElement } from 'react-intl';

/** A catalogue as `formatjs extract` writes it (lang/en.json, and lang/fr.json by hand). */
export type SourceCatalogue = Record<string, { defaultMessage: string; description?: string }>;
/** A catalogue as `formatjs compile --ast` writes it. */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

// Element kinds of @formatjs/icu-messageformat-parser (its TYPE enum).
const KIND = ['literal', 'argument', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'] as const;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Ids of `reference` absent from `other`. */
export const idsMissing = (reference: object, other: object): string[] =>
  Object.keys(reference).filter((id) => !Object.hasOwn(other, id));

/** Entries a translator would receive without an explanation. */
export const idsWithoutDescription = (catalogue: SourceCatalogue): string[] =>
  Object.entries(catalogue)
    .filter(([, entry]) => typeof entry.description !== 'string' || !entry.description.trim())
    .map(([id]) => id);

/**
 * What a translation must keep from the source: argument names with their kind and format
 * (`count:plural`, `amount:number:currency`), rich-text tags, and the cases of a select (chosen
 * by data). Plural cases may differ: languages have their own categories.
 */
export const placeholderSignature = (elements: readonly MessageFormatElement[]): string[] => {
  const found: string[] = [];
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      const kind = KIND[element.type];
      if ('style' in element && typeof element.style === 'string' && element.style) {
        found.push(`${element.value}:${kind}:${element.style}`);
      } else if (kind === 'tag' && 'children' in element) {
        found.push(`<${element.value}>`);
        visit(element.children);
      } else if ((kind === 'select' || kind === 'plural') && 'options' in element) {
        const cases = kind === 'select' ? `:${Object.keys(element.options).sort().join('|')}` : '';
        found.push(`${element.value}:${kind}${cases}`);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (kind !== 'literal' && kind !== 'pound' && 'value' in element) {
        found.push(`${element.value}:${kind}`);
      }
    }
  };
  visit(elements);
  return sorted(found);
};

export interface PlaceholderMismatch {
  id: string;
  source: string[];
  translation: string[];
}

/** Translations whose placeholders differ from the source message's. */
export const placeholderMismatches = (
  source: CompiledCatalogue,
  translation: CompiledCatalogue,
): PlaceholderMismatch[] =>
  Object.entries(source).flatMap(([id, elements]) => {
    const translated = translation[id];
    if (!translated) return [];
    const expected = placeholderSignature(elements);
    const actual = placeholderSignature(translated);
    return isDeepStrictEqual(expected, actual) ? [] : [{ id, source: expected, translation: actual }];
  });

export interface ExtractionDrift {
  added: string[];
  removed: string[];
  changed: string[];
}

/** How lang/en.json differs from what extracting the code gives now. */
export const extractionDrift = (committed: SourceCatalogue, extracted: SourceCatalogue): ExtractionDrift => ({
  added: idsMissing(extracted, committed),
  removed: idsMissing(committed, extracted),
  changed: Object.keys(extracted).filter(
    (id) => Object.hasOwn(committed, id) && !isDeepStrictEqual(committed[id], extracted[id]),
  ),
});
