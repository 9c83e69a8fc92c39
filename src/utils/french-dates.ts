/**
 * Dates and times as Québec writes them (OQLF, Banque de dépannage linguistique), where Intl's
 * fr-CA data differs: « le 1er décembre » (Intl: « 1 décembre ») and « 9 h » for a whole hour
 * (Intl: « 9 h 00 »). The screens (src/i18n/format.ts) and the messages patients receive
 * (src/domain/message-formats.ts) both write them through here.
 */

/**
 * Joins a date's parts, the first day of a month written « 1er » when the month is in words
 * (« 1er décembre 2026 ») and a time of day as frenchClock writes it; a numeric date
 * (2026-12-01) is left as Intl wrote it. The parts are those of a 24-hour clock, as fr-CA's.
 */
export const joinFrenchDateParts = (parts: readonly Intl.DateTimeFormatPart[]): string =>
  writeFrenchParts(parts, hasMonthInWords(parts));

const hasMonthInWords = (parts: readonly Intl.DateTimeFormatPart[]) =>
  parts.some((part) => part.type === 'month' && /\p{L}/u.test(part.value));

const writeFrenchParts = (parts: readonly Intl.DateTimeFormatPart[], monthInWords: boolean): string => {
  const hour = parts.findIndex((part) => part.type === 'hour');
  const minute = parts.findIndex((part) => part.type === 'minute');
  const written = parts.map((part) =>
    monthInWords && part.type === 'day' && part.value === '1' ? '1er' : part.value,
  );
  if (hour >= 0 && minute > hour) written.splice(hour, minute - hour + 1, frenchClock(parts));
  return written.join('');
};

/**
 * « 9 h » and « 13 h 30 » from a 24-hour clock's parts. `space` is a no-break space on screen (a
 * time never splits across lines) and a plain one in an SMS (a no-break space is outside GSM-7).
 */
export const frenchClock = (parts: readonly Intl.DateTimeFormatPart[], space = '\u00a0'): string => {
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0) % 24;
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return minute === '00' ? `${hour}${space}h` : `${hour}${space}h${space}${minute}`;
};

/**
 * A range of days as French writes it in a sentence (OQLF): « du 1er au 16 novembre 2026 »,
 * « du 28 octobre au 16 novembre 2026 », « du 28 décembre 2025 au 3 janvier 2026 », from the
 * parts of Intl's formatRangeToParts (« 1–16 novembre 2026 »): the start's own parts, then the
 * end's with what both share after it. One day is that day alone.
 */
export const joinFrenchRangeParts = (parts: readonly Intl.DateTimeRangeFormatPart[]): string => {
  const start = parts.filter((part) => part.source === 'startRange');
  if (start.length === 0) return joinFrenchDateParts(parts);
  const firstOfEnd = parts.findIndex((part) => part.source === 'endRange');
  const end = parts.slice(firstOfEnd);
  // When both days share their month, the start's parts hold none: its « 1er » follows the end's.
  const startText = writeFrenchParts(start, hasMonthInWords(parts));
  return `du ${startText} au ${joinFrenchDateParts(end)}`;
};

/**
 * Months of one year as French writes them in a sentence (OQLF): « de janvier à octobre 2026 »,
 * « d’avril à juin 2026 » (Intl: « janvier – octobre 2026 »), from the months' names in words.
 */
export const frenchMonthRange = (firstMonth: string, lastMonth: string, year: string): string => {
  const from = /^[aeiouyàâéèêëîïôûü]/iu.test(firstMonth) ? `d’${firstMonth}` : `de ${firstMonth}`;
  return `${from} à ${lastMonth} ${year}`;
};
