import type { MessageDescriptor } from 'react-intl';
import type { Locale } from '@/i18n/locale';

type SourceCatalogue = Record<string, { defaultMessage: string } | undefined>;

/**
 * A message of the catalogue in one language, as the screens show it; `values` fills its simple
 * arguments (`Goal {year}`) with plain texts.
 */
export type CatalogueText = (
  descriptor: MessageDescriptor,
  values?: Readonly<Record<string, string>>,
) => string;

// The catalogues load with the first file the offline API writes in words, not with the API.
const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('../../lang/en.json'),
  fr: () => import('../../lang/fr.json'),
};

const texts = new Map<Locale, Promise<CatalogueText>>();

/**
 * The portal's own texts, for what the offline API writes in words (the header row of an
 * export): the server speaks as the screens do, from the same catalogues. Plain texts and simple
 * arguments only (`{year}`, filled with the text given): the production build leaves ICU's parser
 * out (react-intl gets compiled catalogues there), so a plural, a select or a formatted number
 * would need one; none written by the API has.
 */
export const catalogueTexts = (locale: Locale): Promise<CatalogueText> => {
  let text = texts.get(locale);
  if (!text) {
    text = catalogues[locale]().then(({ default: catalogue }) => (descriptor, values = {}) => {
      const id = String(descriptor.id);
      const message = (catalogue as SourceCatalogue)[id]?.defaultMessage;
      const simple = message?.replace(/\{(\w+)\}/g, (_, name: string) => (name in values ? '' : '{}'));
      if (message === undefined || simple === undefined || /[{}]/.test(simple))
        throw new Error(`The offline API writes plain texts and given simple arguments only, not "${id}"`);
      // ICU writes a quote as two.
      return message.replace(/''/g, "'").replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    });
    texts.set(locale, text);
  }
  return text;
};
