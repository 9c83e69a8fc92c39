import type { IntlShape } from 'react-intl';
import type { MetricUnit } from '@/api/generated/analytik/model';
import type { MonthValues } from '@/domain/analytik-goals';
import type { CsvTable } from '@/components/export/table-csv-export';
import { csvFileName } from '@/utils/csv';
import type { MetricFormat } from '../shared/metric-format';
import { metricMessages as messages, monthlyGoalColumnMessage } from './metric-messages';

/** What the metric's table shows, and its file. */
export interface MetricTableData {
  /** The metric's name in the language shown and its practice's, which name the file. */
  label: string;
  practiceName: string;
  unit: MetricUnit;
  /** The years in their columns' order: the year shown first. */
  years: readonly number[];
  months: ReadonlyMap<number, MonthValues>;
  /** The shown year's monthly goals, as the last column. */
  monthlyGoals?: { year: number; months: readonly number[] } | undefined;
  /** Sums have a total row; rates and levels do not add up. */
  withTotals: boolean;
}

/** The sum of the months that have a value; none when no month has one. */
export const totalOf = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === 0 ? undefined : known.reduce((sum, value) => sum + value, 0);
};

/**
 * The table as a file: the same columns and rows, the values as numbers in the metric's unit (a
 * percentage from 0 to 100, dollars without their sign) so that a spreadsheet computes with them;
 * a month without data is an empty cell.
 */
export const metricCsvTable = (intl: IntlShape, format: MetricFormat, data: MetricTableData): CsvTable => {
  const { years, months, monthlyGoals } = data;
  const goalColumn = monthlyGoals ? [monthlyGoals.months] : [];
  const columns = [...years.map((year) => months.get(year) ?? []), ...goalColumn];
  const rows = Array.from({ length: 12 }, (_, index) => [
    format.month(index + 1, 'long'),
    ...columns.map((values) => values[index]),
  ]);
  if (data.withTotals) rows.push([intl.formatMessage(messages.total), ...columns.map(totalOf)]);
  return {
    header: [
      intl.formatMessage(messages.month),
      ...years.map(String),
      ...(monthlyGoals
        ? [intl.formatMessage(monthlyGoalColumnMessage, { year: String(monthlyGoals.year) })]
        : []),
    ],
    rows,
    fileName: csvFileName(data.label, data.practiceName, ...years.map(String)),
  };
};
