/**
 * The one CSV writer of the portal: every export the offline API serves (the history, the consent
 * register, the audit log, Analytik's tables) writes its file through here, so that every file
 * opens the same way in a spreadsheet (docs/decisions/019-csv-export.md).
 */

export type CsvLocale = 'en' | 'fr';

/**
 * Excel splits a CSV on the list separator of its region: fr-CA's is the semicolon, because the
 * comma is its decimal mark. A French file written with commas opens as one column.
 */
export const CSV_SEPARATORS: Record<CsvLocale, ',' | ';'> = { en: ',', fr: ';' };

export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/** Without a byte order mark, Excel reads UTF-8 as Windows-1252: « Geneviève » turns into mojibake. */
const BYTE_ORDER_MARK = '\uFEFF';

/** A number is written by the writer (its decimal mark depends on the file); text is written as is. */
export type CsvCell = string | number | null | undefined;

/** RFC 4180 ends records with CRLF; Excel and every CSV reader accept it. */
const LINE_END = '\r\n';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"):
// a patient named "=HYPERLINK(…)" must stay a name.
const FORMULA_START = /^[=+\-@\t\r]/;

// Rounds half away from zero, with an ASCII minus (fr-CA's Intl data may write U+2212, which
// spreadsheets take for text); the decimal mark is set after.
const plainNumber = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'negative',
});

/** At most two decimals, no digit grouping: "1234.5" or "1234,5", which spreadsheets read as numbers. */
export const csvNumber = (value: number, locale: CsvLocale): string => {
  const text = plainNumber.format(value);
  return locale === 'fr' ? text.replace('.', ',') : text;
};

const quoted = (text: string, separator: string): string =>
  text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

const cellText = (cell: CsvCell, locale: CsvLocale): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? csvNumber(cell, locale) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return quoted(text, CSV_SEPARATORS[locale]);
};

/** One record, without its line end. */
export const csvRow = (cells: readonly CsvCell[], locale: CsvLocale): string =>
  cells.map((cell) => cellText(cell, locale)).join(CSV_SEPARATORS[locale]);

/** A whole file: the byte order mark, the header row, then one row per record. */
export const csvFile = (
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
  locale: CsvLocale,
): string => {
  const lines = [csvRow(header, locale)];
  for (const row of rows) lines.push(csvRow(row, locale));
  return `${BYTE_ORDER_MARK}${lines.join(LINE_END)}${LINE_END}`;
};

// A formatter costs far more than a date: an export of 20,000 rows reuses one per time zone.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (timeZone: string | undefined, seconds: boolean): Intl.DateTimeFormat => {
  const key = `${timeZone ?? ''}/${seconds}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    dateTimeFormats.set(key, format);
  }
  return format;
};

/**
 * `2026-11-25 14:30`, the same in both languages: the numeric date both en-CA and fr-CA write,
 * and a 24-hour time, which Excel and LibreOffice read as a date-time in either region (they do
 * not read "2:30 p.m." or « 14 h 30 »). In `timeZone`, or the browser's; `2026-11-25 14:30:05`
 * with `seconds` (the audit log's file, whose entries may be seconds apart).
 */
export const csvDateTime = (
  instant: Date | string | number,
  timeZone?: string,
  { seconds = false }: { seconds?: boolean } = {},
): string => {
  const parts = dateTimeFormat(timeZone, seconds).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  const time = `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
  return `${part('year')}-${part('month')}-${part('day')} ${time}`;
};

/** A calendar day (`yyyy-mm-dd`) of an instant in `timeZone`, or the browser's: for file names. */
export const csvDay = (instant: Date | string | number, timeZone?: string): string =>
  csvDateTime(instant, timeZone).slice(0, 10);

/** `communication-history-2026-11-01-2026-11-30.csv`: words and days joined by hyphens, ASCII. */
export const csvFileName = (...parts: readonly (string | undefined)[]): string =>
  `${parts
    .filter((part): part is string => Boolean(part))
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')}.csv`;

/** The file as the browser saves it; the byte order mark is already in the text. */
export const csvBlob = (text: string): Blob => new Blob([text], { type: CSV_MEDIA_TYPE });
