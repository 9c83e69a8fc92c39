import type { MessageDescriptor } from 'react-intl';
import type { Locale } from '@/i18n/locale';

type SourceCatalogue = Record<string, { defaultMessage: string } | undefined>;

/** A message of the catalogue in one language, as the screens show it. */
export type CatalogueText = (descriptor: MessageDescriptor) => string;

// The catalogues load with the first file the offline API writes in words, not with the API.
const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('../../lang/en.json'),
  fr: () => import('../../lang/fr.json'),
};

const texts = new Map<Locale, Promise<CatalogueText>>();

/**
 * The portal's own texts, for what the offline API writes in words (the header row of an
 * export): the server speaks as the screens do, from the same catalogues. Plain texts only: the
 * production build leaves ICU's parser out (react-intl gets compiled catalogues there), so a
 * message with an argument or a plural would need one; none written by the API has.
 */
export const catalogueTexts = (locale: Locale): Promise<CatalogueText> => {
  let text = texts.get(locale);
  if (!text) {
    text = catalogues[locale]().then(({ default: catalogue }) => (descriptor) => {
      const id = String(descriptor.id);
      const message = (catalogue as SourceCatalogue)[id]?.defaultMessage;
      if (message === undefined || /[{}]/.test(message))
        throw new Error(`The offline API writes plain catalogue texts only, not "${id}"`);
      // ICU writes a quote as two.
      return message.replace(/''/g, "'");
    });
    texts.set(locale, text);
  }
  return text;
};
