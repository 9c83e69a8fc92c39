export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'fr';
export const LOCALE_STORAGE_KEY = 'dental-portal/locale';

const asLocale = (value: string | null | undefined): Locale | undefined => {
  const short = value?.toLowerCase().slice(0, 2);
  return LOCALES.find((locale) => locale === short);
};

interface LocaleSources {
  search: string;
  saved: string | null;
  browserLanguages: readonly string[];
}

/** SPEC §1: the lang query parameter, then the saved preference, then the browser, then French. */
export const detectLocale = ({ search, saved, browserLanguages }: LocaleSources): Locale => {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery === 'en' || fromQuery === 'fr') return fromQuery;
  return asLocale(saved) ?? browserLanguages.map(asLocale).find(Boolean) ?? FALLBACK_LOCALE;
};

/**
 * Each language's name in itself, as the language switches show it: someone who cannot read the
 * page's language still finds theirs. Not in the catalogues: no translation ever changes them.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** Intl locale tags for Canadian formats of dates, numbers and currency. */
export const intlLocale = (locale: Locale): string => `${locale}-CA`;

/** The language of this visit, from the address, the saved preference and the browser (SPEC §1). */
export const initialLocale = (): Locale => {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage may be refused (private windows, policies): the other sources still decide.
  }
  return detectLocale({ search: window.location.search, saved, browserLanguages: navigator.languages });
};
