import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { intlFormats } from './format';
import { initialLocale, intlLocale, LOCALE_STORAGE_KEY, type Locale } from './locale';
import {
  arrivedMessages,
  loadedMessages,
  loadMessages,
  subscribeMessages,
  type CompiledMessages,
} from './messages';

interface LocaleSetting {
  /** The language shown: during a switch, the old one until the new catalogue has arrived. */
  locale: Locale;
  /** Switches the interface and saves the preference for the next visits (SPEC §1). */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleSetting | undefined>(undefined);

interface Shown {
  locale: Locale;
  messages: CompiledMessages | undefined;
}

const savePreference = (locale: Locale) => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private windows may refuse storage: the switch still applies to this visit.
  }
};

interface AppIntlProviderProps {
  children: ReactNode;
  /** The first language, instead of SPEC §1's detection (tests, previews). */
  locale?: Locale;
}

/**
 * Loads the active language's catalogue (one chunk per language) and keeps the language shown
 * with its messages as one state, so a switch never displays ids or a mix: the old texts stay
 * until the new catalogue arrives. Nothing renders before the first catalogue; start-up can
 * call preloadMessages() earlier to shorten that wait.
 */
export const AppIntlProvider = ({ children, locale: first }: AppIntlProviderProps) => {
  const [shown, setShown] = useState<Shown>(() => {
    const locale = first ?? initialLocale();
    return { locale, messages: loadedMessages(locale) };
  });
  const [failure, setFailure] = useState<Error>();
  const requested = useRef(shown.locale);
  const hasMessages = useRef(Boolean(shown.messages));

  const show = useCallback((next: Locale) => {
    requested.current = next;
    const ready = loadedMessages(next);
    if (ready) {
      hasMessages.current = true;
      setShown({ locale: next, messages: ready });
      return;
    }
    loadMessages(next).then(
      (messages) => {
        if (requested.current !== next) return;
        hasMessages.current = true;
        setShown({ locale: next, messages });
      },
      (error: unknown) => {
        // A failed switch keeps the language shown; a failed first load has nothing to show.
        const failed =
          error instanceof Error ? error : new Error('The messages could not be loaded', { cause: error });
        if (hasMessages.current) reportError(failed);
        else setFailure(failed);
      },
    );
  }, []);

  // An area arrived (the shell's, or a screen's just before it renders): show it with those
  // already there, without waiting for the others still on their way. Not during a language
  // switch: the old language stays whole until every area of the new one has arrived; nor before
  // the first catalogue, which waits for every area wanted at start-up.
  useEffect(
    () =>
      subscribeMessages(() => {
        setShown((current) => {
          if (!current.messages || current.locale !== requested.current) return current;
          const arrived = arrivedMessages(current.locale);
          return arrived && arrived !== current.messages ? { ...current, messages: arrived } : current;
        });
      }),
    [],
  );

  const firstLocale = useRef(shown.locale);
  useEffect(() => {
    if (!hasMessages.current) show(firstLocale.current);
  }, [show]);

  const setLocale = useCallback(
    (next: Locale) => {
      savePreference(next);
      show(next);
    },
    [show],
  );

  useEffect(() => {
    document.documentElement.lang = intlLocale(shown.locale);
  }, [shown.locale]);

  const setting = useMemo(() => ({ locale: shown.locale, setLocale }), [shown.locale, setLocale]);
  if (failure) throw failure;
  if (!shown.messages) return null;
  return (
    <LocaleContext.Provider value={setting}>
      <IntlProvider
        locale={intlLocale(shown.locale)}
        messages={shown.messages}
        formats={intlFormats}
        defaultLocale="fr-CA"
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
};

/**
 * A message missing from the loaded catalogues is a defect in every build: a production build
 * has no default message to fall back on (decision 030) and shows the id. A console error in
 * every build (the browser journeys fail on one), not react-intl's development-only one; not
 * through the logger, which would bring its reporting to the public confirmation page. Other
 * formatting errors keep react-intl's handling.
 */
const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.error(`[i18n] ${error.message}`);
  else if (import.meta.env.DEV) console.error(error);
};

/** The interface language and its switch; only inside an AppIntlProvider. */
export const useLocaleSetting = (): LocaleSetting => {
  const setting = useContext(LocaleContext);
  if (!setting) throw new Error('useLocaleSetting() needs an <AppIntlProvider> above it');
  return setting;
};
