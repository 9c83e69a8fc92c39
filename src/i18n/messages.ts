import type { MessageFormatElement } from 'react-intl';
import type { CatalogueArea } from './catalogue-areas';
import { LOCALES, type Locale } from './locale';

/** A catalogue compiled to ICU syntax trees: react-intl formats it without parsing at run time. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Loads one area of one language's catalogue (a chunk of its own). */
export type CatalogueImporter = () => Promise<{ default: CompiledMessages }>;

/** Per language, the areas a page can load: each entry's own (docs/decisions/059). */
export type CatalogueImporters = Record<Locale, Partial<Record<CatalogueArea, CatalogueImporter>>>;

// Given by the page's entry before anything loads: the portal's lists every area, a patient's page
// only its own, so that its first load does not carry the address of every other catalogue.
let importers: CatalogueImporters | undefined;

/** The catalogues this page can load; its entry calls this first, before any message is wanted. */
export const provideCatalogues = (table: CatalogueImporters): void => {
  importers = table;
};

const importerOf = (locale: Locale, area: CatalogueArea): CatalogueImporter => {
  const importer = importers?.[locale][area];
  // A rejection, as a failed download would be: the callers already handle that.
  return importer ?? (() => Promise.reject(new Error(`This page has no ${locale} catalogue for ${area}.`)));
};

/**
 * The areas the page has needed so far: a language switch loads all of them in the new language.
 * The portal starts with `core`; the public confirmation page with its own area alone.
 */
const wanted = new Set<CatalogueArea>();
const wantedAreas = (): CatalogueArea[] => (wanted.size > 0 ? [...wanted] : ['core']);
const loaded = new Map<string, CompiledMessages>();
const pending = new Map<string, Promise<CompiledMessages>>();
/** Per language, the last merge of its arrived areas and the areas it holds. */
const merged = new Map<Locale, { areas: string; messages: CompiledMessages }>();
const listeners = new Set<() => void>();

const keyOf = (locale: Locale, area: CatalogueArea) => `${locale}/${area}`;

const loadPart = (locale: Locale, area: CatalogueArea): Promise<CompiledMessages> => {
  const key = keyOf(locale, area);
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(key);
  if (!request) {
    request = importerOf(locale, area)().then(
      ({ default: messages }) => {
        loaded.set(key, messages);
        pending.delete(key);
        return messages;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, request);
  }
  return request;
};

/**
 * The areas of a language that have arrived, among those needed so far, merged; the same object
 * until another one arrives. What the provider shows while a screen's area is still on its way:
 * a shell whose own area came first must not render without it.
 */
export const arrivedMessages = (locale: Locale): CompiledMessages | undefined => {
  const areas = wantedAreas().filter((area) => loaded.has(keyOf(locale, area)));
  if (areas.length === 0) return undefined;
  const key = areas.join();
  const cached = merged.get(locale);
  if (cached?.areas === key) return cached.messages;
  const messages = Object.assign(
    {},
    ...areas.map((area) => loaded.get(keyOf(locale, area))),
  ) as CompiledMessages;
  merged.set(locale, { areas: key, messages });
  return messages;
};

/**
 * The catalogue of a language if every area needed so far has arrived, so a render needs not
 * wait for it (a language switch waits for this one, never showing a mix).
 */
export const loadedMessages = (locale: Locale): CompiledMessages | undefined =>
  wantedAreas().every((area) => loaded.has(keyOf(locale, area))) ? arrivedMessages(locale) : undefined;

/** Downloads what a language needs (each area once); a failed download may be tried again. */
export const loadMessages = async (locale: Locale): Promise<CompiledMessages> => {
  await Promise.all(wantedAreas().map((area) => loadPart(locale, area)));
  const messages = loadedMessages(locale);
  // An area wanted while these were on their way: load it too.
  return messages ?? loadMessages(locale);
};

/** Called when an area arrives, so the shown catalogue can grow (AppIntlProvider subscribes). */
export const subscribeMessages = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The languages in use: those with a part loaded or on its way. */
const localesInUse = (): Locale[] =>
  LOCALES.filter((locale) =>
    [...loaded.keys(), ...pending.keys()].some((key) => key.startsWith(`${locale}/`)),
  );

/**
 * A feature's messages, before its screen renders (the route table awaits it with the screen's
 * chunk): loaded in every language already in use, then announced to the provider.
 */
export const loadArea = async (area: CatalogueArea): Promise<void> => {
  if (!wanted.has(area)) {
    // The implicit `core` of a page that named no area stays wanted beside the new one.
    if (wanted.size === 0) wanted.add('core');
    wanted.add(area);
  }
  await Promise.all(localesInUse().map((locale) => loadPart(locale, area)));
  for (const listener of listeners) listener();
};

/**
 * Downloads a feature's messages ahead of its screen, in the languages in use, without adding
 * them to what the page shows: nothing renders again now, and the screen's own loadArea then
 * finds them loaded. A failed download is tried again by that loadArea.
 */
export const prefetchArea = (area: CatalogueArea): Promise<void> => {
  return Promise.all(localesInUse().map((locale) => loadPart(locale, area))).then(
    () => undefined,
    () => undefined,
  );
};

/**
 * Starts the downloads early (start-up, before the offline API) or fills the cache (tests: every
 * area). The areas join those wanted: `core` unless a page asks for others.
 */
export const preloadMessages = async (
  locales: readonly Locale[],
  areas: readonly CatalogueArea[] = ['core'],
): Promise<void> => {
  for (const area of areas) wanted.add(area);
  await Promise.all(locales.map(loadMessages));
};
