import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { detectLocale, intlLocale, LOCALE_STORAGE_KEY, type Locale } from './locale';
import { messagesFor } from './messages';

const initialLocale = (): Locale =>
  detectLocale({
    search: window.location.search,
    saved: window.localStorage.getItem(LOCALE_STORAGE_KEY),
    browserLanguages: navigator.languages,
  });

export const AppIntlProvider = ({ children, locale: forced }: { children: ReactNode; locale?: Locale }) => {
  const [locale] = useState<Locale>(() => forced ?? initialLocale());
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={intlLocale(locale)} messages={messagesFor(locale)} defaultLocale="fr-CA">
      {children}
    </IntlProvider>
  );
};
