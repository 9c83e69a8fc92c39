import type { MessageDescriptor } from 'react-intl';
import type { CommunicationHistoryEntry } from '@/api/generated/communication/model';
import { csvDateTime, csvFile, csvFileName, type CsvCell, type CsvLocale } from './csv';
import { channelLabels, kindLabels, languageLabels } from '@/i18n/communication-labels';
import { historyColumnMessages as messages, historyFileNameMessage } from './history-csv-messages';
import { entryStatusLabel } from './history-outcome-labels';

/**
 * A plain message in the file's language: intl.formatMessage on screen; the catalogue's text in the
 * offline API, whose production build has no ICU parser for react-intl.
 */
export type PlainText = (descriptor: MessageDescriptor) => string;

interface CsvColumn {
  header: MessageDescriptor;
  cell: (entry: CommunicationHistoryEntry, text: PlainText, timeZone: string) => CsvCell;
}

/**
 * The history export as the contract describes it (exportCommunicationHistory): the table's
 * columns in its order, under its very headers, the words in the file's language. The offline API
 * writes its answer with this table and the screen names the file it saves with
 * historyCsvFileName, so the texts exist once, in the catalogues; it is shared code because the
 * offline API may not import a feature.
 */
const COLUMNS: readonly CsvColumn[] = [
  { header: messages.columnFileNumber, cell: (entry) => entry.fileNumber },
  { header: messages.columnFirstName, cell: (entry) => entry.firstName },
  { header: messages.columnLastName, cell: (entry) => entry.lastName },
  {
    header: messages.columnLanguage,
    cell: (entry, text) => text(languageLabels[entry.language]),
  },
  { header: messages.columnKind, cell: (entry, text) => text(kindLabels[entry.kind]) },
  { header: messages.columnSentAt, cell: (entry, _, timeZone) => csvDateTime(entry.sentAt, timeZone) },
  { header: messages.columnChannel, cell: (entry, text) => text(channelLabels[entry.channel]) },
  { header: messages.columnStatus, cell: (entry, text) => text(entryStatusLabel(entry)) },
  { header: messages.columnDestination, cell: (entry) => entry.destination },
];

/** The whole file, in the language of `text`; dates in the practice's `timeZone`. */
export const historyCsv = (
  text: PlainText,
  locale: CsvLocale,
  entries: readonly CommunicationHistoryEntry[],
  timeZone: string,
): string =>
  csvFile(
    COLUMNS.map((column) => text(column.header)),
    entries.map((entry) => COLUMNS.map((column) => column.cell(entry, text, timeZone))),
    locale,
  );

/**
 * historique-communications-2026-11-01-2026-11-30.csv: what it holds, then its first day (when the
 * filters have one) and its last (the filters', or the day it was taken).
 */
export const historyCsvFileName = (
  text: PlainText,
  days: { from?: string | undefined; to: string },
): string => csvFileName(text(historyFileNameMessage), days.from, days.to);
