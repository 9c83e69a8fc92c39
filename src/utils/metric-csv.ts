import type { MessageDescriptor } from 'react-intl';
import { totalOf, type MonthValues } from '@/domain/analytik-goals';
import { metricTableMessages as messages, monthlyGoalColumnMessage } from '@/i18n/analytik-labels';
import { csvFile, csvFileName, type CsvLocale } from './csv';

/**
 * A message of the catalogue in the file's language whose arguments are plain texts (`Monthly goal
 * {year}`): intl.formatMessage on screen, the catalogue's text with its arguments put in by the
 * offline API (mocks/handlers/catalogue-texts.ts), which has no ICU parser in production.
 */
export type FileText = (descriptor: MessageDescriptor, values?: Readonly<Record<string, string>>) => string;

/** What a metric's table shows, and so what its file holds. */
export interface MetricTableValues {
  /** The years in their columns' order: the year shown first. */
  years: readonly number[];
  months: ReadonlyMap<number, MonthValues>;
  /** The shown year's monthly goals, as the last column. */
  monthlyGoals?: { year: number; months: readonly number[] } | undefined;
  /** Sums have a total row; rates and levels do not add up. */
  withTotals: boolean;
}

const monthNames = (locale: CsvLocale): string[] => {
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
};

/**
 * The metric's table as the contract describes its file (exportPracticeMetricTable): the same
 * columns and rows as the screen's table, the values as numbers in the metric's unit (a percentage
 * from 0 to 100, dollars without their sign) so that a spreadsheet computes with them; a month
 * without data is an empty cell. The offline API writes it; it is shared code because the offline
 * API may not import a feature. Its total row is the screen's (`totalOf`).
 */
export const metricCsv = (text: FileText, locale: CsvLocale, table: MetricTableValues): string => {
  const { years, months, monthlyGoals } = table;
  const goalColumn = monthlyGoals ? [monthlyGoals.months] : [];
  const columns = [...years.map((year) => months.get(year) ?? []), ...goalColumn];
  const names = monthNames(locale);
  const rows = names.map((name, index) => [name, ...columns.map((values) => values[index])]);
  if (table.withTotals) rows.push([text(messages.total), ...columns.map(totalOf)]);
  const header = [
    text(messages.month),
    ...years.map(String),
    ...(monthlyGoals ? [text(monthlyGoalColumnMessage, { year: String(monthlyGoals.year) })] : []),
  ];
  return csvFile(header, rows, locale);
};

/** honoraires-clinique-dentaire-du-plateau-2026-2025.csv: the metric, the practice, the years shown. */
export const metricCsvFileName = (label: string, practiceName: string, years: readonly number[]): string =>
  csvFileName(label, practiceName, ...years.map(String));
