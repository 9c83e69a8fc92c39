import type { Channel, Language } from '@/api/generated/communication/model';
import { frenchClock, joinFrenchDateParts } from '@/utils/french-dates';
import type { CalendarDay } from './sending-types';

/**
 * How a message writes its dates, times and links, in its own language: the messages the plan
 * renders and the template editor's preview share these, so what a clinic previews is what its
 * patients read, and what the SMS counter counts.
 */

/** The language tag of a message's text, for Intl formats. */
export const messageLocale = (language: Language): string => (language === 'FR' ? 'fr-CA' : 'en-CA');

/** The sentence `{{confirmationRequest}}` stands for while the appointment is not confirmed. */
export const CONFIRMATION_REQUEST: Record<Language, string> = {
  FR: 'Veuillez confirmer votre présence.',
  EN: 'Please confirm your appointment.',
};

/**
 * Intl puts no-break spaces in some dates and times (U+202F in "1:30 p.m." with recent ICU
 * data). They are outside GSM-7 and would turn every SMS into UCS-2: messages use plain spaces.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type DateFormat = 'date' | 'time' | 'dueDate';

const FORMAT_OPTIONS: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  date: { weekday: 'long', day: 'numeric', month: 'long' },
  time: { hour: 'numeric', minute: '2-digit' },
  dueDate: { dateStyle: 'long' },
};

// Building an Intl.DateTimeFormat costs far more than using one, and a plan formats thousands of
// dates: formatters and, since an appointment's messages share its date, results are kept.
interface CachedFormat {
  formatter: Intl.DateTimeFormat;
  results: Map<number, string>;
}
// By format, language and zone ('' for the runtime's): no key to build at each call.
const formats: Record<DateFormat, Record<Language, Map<string, CachedFormat>>> = {
  date: { FR: new Map(), EN: new Map() },
  time: { FR: new Map(), EN: new Map() },
  dueDate: { FR: new Map(), EN: new Map() },
};

/** As Intl writes it in English; in French as Québec does: « 1er décembre », « 9 h » (src/utils/french-dates.ts). */
const writeInstant = (
  format: DateFormat,
  formatter: Intl.DateTimeFormat,
  time: number,
  language: Language,
): string => {
  if (language === 'EN') return formatter.format(time);
  const parts = formatter.formatToParts(time);
  return format === 'time' ? frenchClock(parts, ' ') : joinFrenchDateParts(parts);
};

const formatInstant = (
  format: DateFormat,
  instant: Date | number,
  language: Language,
  timeZone: string | undefined,
): string => {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const byZone = formats[format][language];
  let cached = byZone.get(timeZone ?? '');
  if (!cached) {
    const options = { ...FORMAT_OPTIONS[format], timeZone };
    cached = { formatter: new Intl.DateTimeFormat(messageLocale(language), options), results: new Map() };
    byZone.set(timeZone ?? '', cached);
  }
  let result = cached.results.get(time);
  if (result === undefined) {
    result = plainSpaces(writeInstant(format, cached.formatter, time, language));
    if (cached.results.size > 20_000) cached.results.clear();
    cached.results.set(time, result);
  }
  return result;
};

/**
 * `{{date}}`: "mardi 1er décembre", "Tuesday, December 1". In the practice's time zone; without
 * one, the runtime's (the template preview's samples are the browser's own dates).
 */
export const formatMessageDate = (instant: Date | number, language: Language, timeZone?: string): string =>
  formatInstant('date', instant, language, timeZone);

/** `{{time}}`: "13 h 30", "9 h", "1:30 p.m.". */
export const formatMessageTime = (instant: Date | number, language: Language, timeZone?: string): string =>
  formatInstant('time', instant, language, timeZone);

/**
 * `{{dueDate}}`: "24 décembre 2026", "December 24, 2026". A calendar day is formatted as itself,
 * whatever the zone; an instant as its day in the zone given (the runtime's without one).
 */
export const formatMessageDueDate = (
  due: CalendarDay | Date | number,
  language: Language,
  timeZone?: string,
): string =>
  typeof due === 'string'
    ? formatInstant('dueDate', Date.parse(`${due}T12:00:00Z`), language, 'UTC')
    : formatInstant('dueDate', due, language, timeZone);

/**
 * `{{confirmationUrl}}` as docs/remote-mode.md ("Confirmation links") states it: the public page with the
 * practice, the appointment, the channel (sent back as the protocol) and the page's language.
 */
export const confirmationUrl = (
  pageUrl: string,
  link: { practiceId: string; appointmentId: string; channel: Channel; language: Language },
): string => {
  // encodeURIComponent rather than URLSearchParams: the same encoding (but %20 for a space),
  // at a fraction of the cost for the thousands of links of a plan.
  const query =
    `practiceId=${encodeURIComponent(link.practiceId)}` +
    `&appointmentId=${encodeURIComponent(link.appointmentId)}` +
    `&channel=${link.channel}&lang=${link.language === 'FR' ? 'fr' : 'en'}`;
  return `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}${query}`;
};

/**
 * The patient's own page beside the confirmation page: both are public pages of the same portal
 * (`https://<portal>/confirmation`, `https://<portal>/preferences`), so the one is found from the
 * other and nothing new needs configuring.
 */
export const preferencesPageUrl = (confirmationPageUrl: string): string => {
  const [page = '', query] = confirmationPageUrl.split('?', 2);
  const sibling = page.replace(/\/confirmation\/?$/, '/preferences');
  const url = sibling === page ? `${page.replace(/\/$/, '')}/preferences` : sibling;
  return query === undefined ? url : `${url}?${query}`;
};

/**
 * `{{preferencesUrl}}` as openapi/public.yaml (getPatientPreferences) states it: the patient's own
 * page, where they choose which messages they receive on each channel (CASL's unsubscribe
 * mechanism for emails), with the practice, the patient's preferences key (opaque, never an
 * identifier of the patient), the channel the link came by and the page's language, encoded as
 * the confirmation link's. Without a key the link names no patient: the page then says so.
 */
export const preferencesUrl = (
  pageUrl: string,
  link: { practiceId: string; patientKey: string | undefined; channel: Channel; language: Language },
): string => {
  const query =
    `practiceId=${encodeURIComponent(link.practiceId)}` +
    (link.patientKey === undefined ? '' : `&patient=${encodeURIComponent(link.patientKey)}`) +
    `&channel=${link.channel}&lang=${link.language === 'FR' ? 'fr' : 'en'}`;
  return `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}${query}`;
};
