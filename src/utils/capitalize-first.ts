/**
 * "mardi 1er décembre" → "Mardi 1er décembre": a French date or weekday that begins a heading
 * or a table row header takes a capital, as any heading does. Inside running text it stays as
 * Intl writes it (lower case in French); English is already capitalized.
 */
export const capitalizeFirst = (text: string, locale: string): string => {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase(locale) + text.slice(letter.length);
};
