/**
 * A number in E.164 form (+15145550123) as people read it: (514) 555-0123 in English,
 * 514 555-0123 in French (OQLF); anything else as it is. Apart from phone.ts, which reads typed
 * numbers with the contract's pattern: the patient's page shows numbers without loading the contract.
 */
export const displayPhone = (stored: string, language: 'en' | 'fr'): string => {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored.trim());
  if (!match) return stored.trim();
  const [, area, exchange, line] = match;
  return language === 'fr' ? `${area} ${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
};
