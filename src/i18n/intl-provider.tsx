import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { detectLocale, intlLocale, LOCALE_STORAGE_KEY, type Locale } from './locale';
import { messagesFor } from './messages';

const initialLocale = (): Locale =>
  detectLocale({
    search: window.location.search,
    saved: window.localStorage.getItem(LOCALE_STORAGE_KEY),
    browserLanguages: navigator.languages,
  });

interface LocaleSetting {
  locale: Locale;
  /** Switches the interface and saves the preference for the next visits (SPEC §1). */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleSetting | undefined>(undefined);

export const AppIntlProvider = ({ children, locale: forced }: { children: ReactNode; locale?: Locale }) => {
  const [locale, setLocaleState] = useState<Locale>(() => forced ?? initialLocale());
  const setLocale = useCallback((next: Locale) => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Private windows may refuse storage: the switch still applies to this visit.
    }
    setLocaleState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = intlLocale(locale);
  }, [locale]);
  const setting = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={setting}>
      <IntlProvider locale={intlLocale(locale)} messages={messagesFor(locale)} defaultLocale="fr-CA">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
};

/** The interface language and its switch; only inside an AppIntlProvider. */
export const useLocaleSetting = (): LocaleSetting => {
  const setting = useContext(LocaleContext);
  if (!setting) throw new Error('useLocaleSetting() needs an <AppIntlProvider> above it');
  return setting;
};
