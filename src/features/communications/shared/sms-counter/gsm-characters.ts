/**
 * The characters outside GSM-7 that French text brings in most (project notes on SMS encoding),
 * with their plain GSM-7 equivalents. Which characters are outside GSM-7 is the domain's
 * (analyseSms); this only names them for people and offers a replacement.
 */
export type Ucs2CharacterName =
  | 'apostrophe'
  | 'singleQuote'
  | 'guillemetOpen'
  | 'guillemetClose'
  | 'doubleQuote'
  | 'enDash'
  | 'emDash'
  | 'ellipsis'
  | 'noBreakSpace'
  | 'narrowNoBreakSpace'
  | 'letter'
  | 'other';

const KNOWN: Record<string, { name: Ucs2CharacterName; plain: string }> = {
  '\u2019': { name: 'apostrophe', plain: "'" },
  '\u2018': { name: 'singleQuote', plain: "'" },
  '\u00ab': { name: 'guillemetOpen', plain: '"' },
  '\u00bb': { name: 'guillemetClose', plain: '"' },
  '\u201c': { name: 'doubleQuote', plain: '"' },
  '\u201d': { name: 'doubleQuote', plain: '"' },
  '\u2013': { name: 'enDash', plain: '-' },
  '\u2014': { name: 'emDash', plain: '-' },
  '\u2026': { name: 'ellipsis', plain: '...' },
  '\u00a0': { name: 'noBreakSpace', plain: ' ' },
  '\u202f': { name: 'narrowNoBreakSpace', plain: ' ' },
};

export interface Ucs2Character {
  char: string;
  name: Ucs2CharacterName;
  /** Its GSM-7 equivalent, when one reads the same (none for an accented letter or an emoji). */
  plain?: string;
  /** "U+00A0", to name what cannot be seen. */
  codePoint: string;
}

const codePointOf = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export const describeCharacter = (char: string): Ucs2Character => {
  const known = KNOWN[char];
  if (known) return { char, ...known, codePoint: codePointOf(char) };
  return { char, name: /\p{L}/u.test(char) ? 'letter' : 'other', codePoint: codePointOf(char) };
};

/** Whether the character shows nothing by itself (a space), so it is named rather than shown. */
export const isInvisible = (char: string): boolean => /\s/u.test(char);

/**
 * The text with the typographic characters replaced by their plain equivalents. French
 * guillemets carry no-break spaces inside («\u00a0…\u00a0»): those go with them.
 */
export const toPlainText = (text: string): string =>
  text
    .replace(/\u00ab[\u00a0\u202f ]?/g, '"')
    .replace(/[\u00a0\u202f ]?\u00bb/g, '"')
    .replace(
      /[\u2019\u2018\u201c\u201d\u2013\u2014\u2026\u00a0\u202f]/g,
      (char) => KNOWN[char]?.plain ?? char,
    );

export const hasPlainEquivalents = (text: string): boolean => toPlainText(text) !== text;
