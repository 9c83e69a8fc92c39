import type { MetricId, MetricYearSummary, PracticeMetricsSummary } from '@/api/generated/analytik/model';
import { periodValue, type PeriodValues } from '@/domain/analytik-aggregation';
import { goals, metricValues, monthsOf, type MetricValuesRecord } from '../db/analytik';
import { currentYear } from '../db/analytik-calendar';
import { METRIC_DEFINITIONS } from '../db/analytik-metric-definitions';

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

/**
 * A practice's summary of every metric for a year, as getPracticeMetrics answers it; undefined
 * when the year holds no data. The current year runs to the last synchronisation, and the previous
 * year is cut at the same month so that the comparison is like for like.
 */
export const yearSummary = (
  practiceId: string,
  records: PracticeRecords,
  year: number,
): PracticeMetricsSummary | undefined => {
  const months = monthsWithData(records, year);
  if (months.length === 0) return undefined;
  const lastMonth = Math.max(...months);
  const current = periodOf(records, year, lastMonth);
  const hasPrevious = monthsWithData(records, year - 1).some((month) => month <= lastMonth);
  const previous = periodOf(records, year - 1, lastMonth);
  const metrics = METRIC_DEFINITIONS.map(({ id: metricId, unit }): MetricYearSummary => {
    const goal = goals.findFirst((q) => q.where({ practiceId, metricId, year }))?.value;
    return {
      metricId,
      year,
      unit,
      value: periodValue(metricId, unit, current),
      ...(goal === undefined ? {} : { goal }),
      ...(hasPrevious ? { previousYearValue: periodValue(metricId, unit, previous) } : {}),
    };
  });
  const dataThrough = year === currentYear() ? endOfMonth(year, lastMonth) : `${year}-12-31`;
  return { practiceId, year, dataThrough, metrics };
};
