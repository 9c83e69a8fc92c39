import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import type { Locale } from './locale';

type Catalogue = Record<string, { defaultMessage: string; description?: string }>;

const toMessages = (catalogue: Catalogue): Record<string, string> =>
  Object.fromEntries(Object.entries(catalogue).map(([id, entry]) => [id, entry.defaultMessage]));

const catalogues: Record<Locale, Record<string, string>> = {
  en: toMessages(en),
  fr: toMessages(fr),
};

export const messagesFor = (locale: Locale): Record<string, string> => catalogues[locale];
