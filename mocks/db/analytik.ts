import { Collection } from '@msw/data';
import { z } from 'zod';
import { GetGoalsResponseItem, GetPracticeMetricResponse } from '@/api/generated/analytik/analytik.zod';
import type { MetricMonthValue } from '@/api/generated/analytik/model';
import type { DatabaseArea } from './area';
import { FIRST_DATA_YEAR } from './analytik-calendar';
import { buildSeedGoals } from './analytik-goals-seed';
import { METRIC_DEFINITIONS } from './analytik-metric-definitions';
import { generatePracticeSeries, type PracticeMonthlyValues } from './analytik-series';
import { PRACTICES } from './practice-directory';

/**
 * One record per practice and metric holding its monthly values in a plain array, from the
 * practice's first month of data: 544 records seed in a few tens of milliseconds, where one
 * record per value (about 31,500) took half a second and a full scan per series lookup.
 */
export const metricValues = new Collection({
  schema: GetPracticeMetricResponse.pick({ practiceId: true, metricId: true, unit: true }).extend({
    startYear: z.int().min(2000).max(2100),
    startMonth: z.int().min(1).max(12),
    values: z.array(z.number().min(0)),
  }),
});

export type MetricValuesRecord = ReturnType<typeof metricValues.all>[number];

export const goals = new Collection({ schema: GetGoalsResponseItem });

/** The monthly values of a record as the contract lists them, by year then month. */
export const monthsOf = ({ startYear, startMonth, values }: MetricValuesRecord): MetricMonthValue[] =>
  values.map((value, index) => {
    const offset = startMonth - 1 + index;
    return { year: startYear + Math.floor(offset / 12), month: (offset % 12) + 1, value };
  });

export const analytikArea: DatabaseArea = {
  name: 'analytik',
  collections: { metricValues, goals },
  async seed() {
    const generated = new Map<string, PracticeMonthlyValues>();
    for (const practice of PRACTICES) {
      const values = generatePracticeSeries(practice.id);
      generated.set(practice.id, values);
      for (const { id: metricId, unit } of METRIC_DEFINITIONS) {
        await metricValues.create({
          practiceId: practice.id,
          metricId,
          unit,
          startYear: FIRST_DATA_YEAR,
          startMonth: 1,
          values: values[metricId],
        });
      }
    }
    const valuesOf = (practiceId: string) => {
      const values = generated.get(practiceId);
      if (!values) throw new Error(`No Analytik values generated for practice ${practiceId}`);
      return values;
    };
    for (const goal of buildSeedGoals(valuesOf)) await goals.create(goal);
  },
};
