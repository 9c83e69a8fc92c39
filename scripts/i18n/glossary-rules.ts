import type { MessageFormatElement } from 'react-intl';
import type { CompiledCatalogue } from './catalogue-rules';

/**
 * A French variant translators must not use for a term of lang/glossary.json: its text, or its
 * text with options. Matched as whole words, ignoring case unless `matchCase` (« Ko » is not
 * « ko »), but not accents (« du » is not « dû »); ' and ’ match each other, and so do the spaces
 * (ordinary, no-break, narrow no-break). `allowedIn` lists the message ids where it is meant.
 */
export type GlossaryVariant = string | { text: string; matchCase?: boolean; allowedIn?: string[] };

export interface GlossaryTerm {
  /** The English term, as the English messages say it. */
  en: string;
  /** The French term to use. */
  fr: string;
  note?: string;
  avoid?: GlossaryVariant[];
}

export interface Glossary {
  terms: GlossaryTerm[];
}

export interface GlossaryViolation {
  id: string;
  /** The variant as the glossary lists it. */
  variant: string;
  /** The glossary's French term. */
  preferred: string;
  /** The glossary's English term, to find the entry. */
  term: string;
}

// Element kinds of @formatjs/icu-messageformat-parser (its TYPE enum).
const KIND = ['literal', 'argument', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'] as const;
/** Where a placeholder or another case of a plural stands: no word runs across it. */
const BREAK = '\u0000';

/**
 * The words a message shows, without its placeholders: the literals, the text inside rich-text
 * tags, and every case of a plural or select (each one apart). `{email}` is not the word email.
 */
export const messageText = (elements: readonly MessageFormatElement[]): string =>
  elements
    .map((element) => {
      const kind = KIND[element.type];
      if (kind === 'literal' && 'value' in element) return String(element.value);
      if (kind === 'tag' && 'children' in element) return messageText(element.children);
      if ('options' in element) {
        const cases = Object.values(element.options).map((option) => messageText(option.value));
        return BREAK + cases.join(BREAK) + BREAK;
      }
      return BREAK;
    })
    .join('');

const APOSTROPHES = /['’ʼ]/g;
const normalize = (text: string) => text.normalize('NFC').replace(APOSTROPHES, '’');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_EDGE = /[\p{L}\p{N}]/u;

const variantText = (variant: GlossaryVariant) => (typeof variant === 'string' ? variant : variant.text);

/** The pattern finding a variant as a whole word (or words) in a message's text. */
export const variantPattern = (variant: GlossaryVariant): RegExp => {
  const text = normalize(variantText(variant).trim());
  const body = text.split(/\s+/u).map(escape).join('\\s+');
  const before = WORD_EDGE.test(text.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORD_EDGE.test(text.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  const matchCase = typeof variant !== 'string' && variant.matchCase === true;
  return new RegExp(`${before}${body}${after}`, matchCase ? 'u' : 'iu');
};

/** French messages that use a variant the glossary lists instead of its term, by id. */
export const glossaryViolations = (glossary: Glossary, catalogue: CompiledCatalogue): GlossaryViolation[] => {
  const rules = glossary.terms.flatMap((term) =>
    (term.avoid ?? []).map((variant) => ({
      term,
      variant,
      pattern: variantPattern(variant),
      allowedIn: new Set(typeof variant === 'string' ? [] : (variant.allowedIn ?? [])),
    })),
  );
  return Object.entries(catalogue)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([id, elements]) => {
      const text = normalize(messageText(elements));
      return rules
        .filter((rule) => !rule.allowedIn.has(id) && rule.pattern.test(text))
        .map((rule) => ({
          id,
          variant: variantText(rule.variant),
          preferred: rule.term.fr,
          term: rule.term.en,
        }));
    });
};

/**
 * What is wrong with the glossary itself: a term without its English or French, an empty
 * variant, a variant its own term contains (it could never be written), an exception for a
 * message that no longer exists.
 */
export const glossaryProblems = (glossary: unknown, catalogue: CompiledCatalogue): string[] => {
  const terms = (glossary as Partial<Glossary> | null)?.terms;
  if (!Array.isArray(terms)) return ['the glossary has no "terms" list'];
  return terms.flatMap((term: Partial<GlossaryTerm>, index) => {
    const name = typeof term.en === 'string' && term.en ? `"${term.en}"` : `term ${index + 1}`;
    const problems: string[] = [];
    if (typeof term.en !== 'string' || !term.en.trim()) problems.push(`${name} has no English ("en")`);
    if (typeof term.fr !== 'string' || !term.fr.trim()) problems.push(`${name} has no French ("fr")`);
    if (term.avoid !== undefined && !Array.isArray(term.avoid))
      problems.push(`${name}: "avoid" is not a list`);
    for (const variant of Array.isArray(term.avoid) ? term.avoid : []) {
      const text = typeof variant === 'string' ? variant : (variant as { text?: unknown } | null)?.text;
      if (typeof text !== 'string' || !text.trim()) {
        problems.push(`${name} lists an empty variant`);
        continue;
      }
      if (typeof term.fr === 'string' && variantPattern(variant).test(normalize(term.fr)))
        problems.push(`${name}: its French « ${term.fr} » contains the variant « ${text} »`);
      const allowedIn = typeof variant === 'string' ? [] : (variant.allowedIn ?? []);
      for (const id of allowedIn.filter((allowed) => !Object.hasOwn(catalogue, allowed)))
        problems.push(`${name}: « ${text} » is allowed in ${id}, which is not a message`);
    }
    return problems;
  });
};
