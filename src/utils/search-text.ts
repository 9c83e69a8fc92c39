/** Lower-cased and without accents: typing « quebec » finds « Québec », as staff expect. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Every word of the query appears in the text, in any order and without regard to accents. */
export const matchesSearch = (text: string, query: string): boolean => {
  const haystack = foldForSearch(text);
  return foldForSearch(query)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};
