import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/** A catalogue compiled to ICU syntax trees: react-intl formats it without parsing at run time. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

// One chunk per language: the first screen downloads only the catalogue it shows (budget of /login).
const importers: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  en: () => import('../../lang/en.json?compiled'),
  fr: () => import('../../lang/fr.json?compiled'),
};

const loaded = new Map<Locale, CompiledMessages>();
const pending = new Map<Locale, Promise<CompiledMessages>>();

/** The catalogue of a language if it has already arrived, so a render needs not wait for it. */
export const loadedMessages = (locale: Locale): CompiledMessages | undefined => loaded.get(locale);

/** Downloads a language's catalogue once; a failed download may be tried again. */
export const loadMessages = (locale: Locale): Promise<CompiledMessages> => {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(locale);
  if (!request) {
    request = importers[locale]().then(
      ({ default: messages }) => {
        loaded.set(locale, messages);
        pending.delete(locale);
        return messages;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, request);
  }
  return request;
};

/** Starts the downloads early (start-up, before the offline API) or fills the cache (tests). */
export const preloadMessages = async (locales: readonly Locale[]): Promise<void> => {
  await Promise.all(locales.map(loadMessages));
};
