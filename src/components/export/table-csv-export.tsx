import { useIntl } from 'react-intl';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { csvBlob, csvFile, type CsvCell, type CsvLocale } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { exportMessages } from './export-messages';
import { CsvExportButton } from './csv-export-button';

/** A table as a file: its header row, its rows, and the name it is saved under. */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** As csvFileName builds it: `honoraires-2026-2025.csv`. */
  fileName: string;
}

interface TableCsvExportProps {
  /** Built on click, in the language shown: numbers and words follow it. */
  table: (locale: CsvLocale) => CsvTable;
  /** What the file holds, beside the button. */
  hint: string;
  saveFile: SaveFile;
}

/**
 * Exports what a screen's table shows, from the data it already has: no call, so no progress
 * and no failure to show. The same writer as the server's exports (src/utils/csv.ts).
 */
export const TableCsvExport = ({ table, hint, saveFile }: TableCsvExportProps) => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  const exportTable = () => {
    const { header, rows, fileName } = table(locale);
    saveFile(csvBlob(csvFile(header, rows, locale)), fileName);
  };
  return (
    <CsvExportButton label={intl.formatMessage(exportMessages.toCsv)} onExport={exportTable} hint={hint} />
  );
};
