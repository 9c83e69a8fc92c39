import type { MetricId } from '@/api/generated/analytik/model';
import type { PeriodValues } from '@/domain/analytik-aggregation';
import { metricValues, monthsOf, type MetricValuesRecord } from '../db/analytik';

export type PracticeRecords = ReadonlyMap<MetricId, MetricValuesRecord>;

/** The monthly values of every metric of a practice, or undefined when it has no data. */
export const practiceRecords = (practiceId: string): PracticeRecords | undefined => {
  const records = metricValues.findMany((q) => q.where({ practiceId }));
  return records.length > 0 ? new Map(records.map((record) => [record.metricId, record])) : undefined;
};

/** The months (1 for January) of a year that hold data; a practice's metrics share their months. */
export const monthsWithData = (records: PracticeRecords, year: number): number[] => {
  const [any] = records.values();
  return any
    ? monthsOf(any)
        .filter((entry) => entry.year === year)
        .map((entry) => entry.month)
    : [];
};

/** The values of each metric from January through lastMonth of a year, read once per metric. */
export const periodOf = (records: PracticeRecords, year: number, lastMonth: number): PeriodValues => {
  const cache = new Map<MetricId, number[]>();
  return (metricId) => {
    let values = cache.get(metricId);
    if (!values) {
      const record = records.get(metricId);
      values = record
        ? monthsOf(record)
            .filter((entry) => entry.year === year && entry.month <= lastMonth)
            .map((entry) => entry.value)
        : [];
      cache.set(metricId, values);
    }
    return values;
  };
};

export const endOfMonth = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
