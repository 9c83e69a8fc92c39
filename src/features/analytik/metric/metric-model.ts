import type { MetricDefinition, PracticeMetricSeries } from '@/api/generated/analytik/model';
import { METRIC_AGGREGATION, type MetricAggregation } from '@/domain/analytik-aggregation';
import { projectYearEnd, type Projection } from '@/domain/analytik-goal-projection';
import {
  monthValuesOf,
  paceToDate,
  splitYearlyGoal,
  type MonthlyGoals,
  type MonthValues,
  type Pace,
} from '@/domain/analytik-goals';

export interface MetricModel {
  aggregation: MetricAggregation;
  /** Each year's twelve months (undefined where there is no data), by year. */
  months: ReadonlyMap<number, MonthValues>;
  /** The goal of the year shown, if one was set. */
  goal?: number | undefined;
  monthlyGoals?: MonthlyGoals | undefined;
  pace?: Pace | undefined;
  projection?: Projection | undefined;
  /** The level at the end of last year, where a level's path starts. */
  startLevel?: number | undefined;
}

interface MetricModelInput {
  definition: MetricDefinition;
  series: PracticeMetricSeries;
  /** The year shown; the year before it is the seasonality its goal and projection follow. */
  year: number;
  /** The years of the range, all shown. */
  years: readonly number[];
  /** A rate's value for the year so far (the yearly summary): rates do not add up. */
  rateSoFar?: number | undefined;
  yearOver: boolean;
}

/** The months of each year, and the focus year's monthly goals, pace and projection. */
export const metricModel = ({
  definition,
  series,
  year,
  years,
  rateSoFar,
  yearOver,
}: MetricModelInput): MetricModel => {
  const aggregation = METRIC_AGGREGATION[definition.id];
  const months = new Map(
    [...new Set([...years, year - 1])].map((entry) => [entry, monthValuesOf(series.series, entry)]),
  );
  const actual = months.get(year) ?? monthValuesOf(series.series, year);
  const reference = monthValuesOf(series.series, year - 1);
  const startLevel = reference[11];
  const goal = series.goals.find((entry) => entry.year === year)?.value;
  const projection = projectYearEnd({
    aggregation,
    unit: definition.unit,
    actual,
    reference,
    rateSoFar,
    yearOver,
  });
  if (goal === undefined) return { aggregation, months, projection, startLevel };
  const monthlyGoals = splitYearlyGoal({ goal, aggregation, unit: definition.unit, reference, startLevel });
  const pace = paceToDate({
    aggregation,
    direction: definition.goalDirection,
    unit: definition.unit,
    monthlyGoals,
    actual,
    rateSoFar,
  });
  return { aggregation, months, goal, monthlyGoals, pace, projection, startLevel };
};
