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

/**
 * What the API's search parameters promise (the practices' and users' lists): the text contains
 * the query, without regard to case or accents. The offline API filters with it, and a picker
 * narrows the answer of the previous search with it while the next one is on its way.
 */
export const containsSearch = (text: string | undefined, query: string): boolean =>
  foldForSearch(text ?? '').includes(foldForSearch(query));
