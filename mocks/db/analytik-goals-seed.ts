import type { Goal, MetricUnit } from '@/api/generated/analytik/model';
import { periodValue } from '@/domain/analytik-aggregation';
import { currentYear, FIRST_DATA_YEAR } from './analytik-calendar';
import { METRIC_DEFINITIONS } from './analytik-metric-definitions';
import type { PracticeMonthlyValues } from './analytik-series';
import { PRACTICES } from './practice-directory';
import { seededFaker } from './seeded-faker';

/** Rounds a target the way people set one: 1 850 000 $, 450 patients, 82.5 %. */
const niceTarget = (unit: MetricUnit, value: number): number => {
  const step = (size: number) => Math.round(value / size) * size;
  switch (unit) {
    case 'currency':
      return step(value >= 100_000 ? 5000 : 500);
    case 'count':
      return step(value >= 1000 ? 50 : value >= 100 ? 10 : 5);
    case 'percent':
      return Math.min(100, step(0.5));
    case 'hours':
      return step(10);
    case 'currency-per-hour':
      return step(5);
  }
};

// Hours available and work still to do are outcomes more than targets: few practices set them.
const RARELY_SET = new Set(['availability-hours', 'tx-plan-upcoming']);

/**
 * Goals of the current and the previous year for most practices, each a little above what the
 * practice reached the year before, set in January or February by one of its administrators.
 */
export const buildSeedGoals = (valuesOf: (practiceId: string) => PracticeMonthlyValues): Goal[] => {
  const faker = seededFaker('analytik-goals');
  const authors = ['Isabelle Gagnon', 'David Chen', 'Marie-Ève Tremblay', 'Jonathan Roy'].map((name) => ({
    id: faker.string.uuid(),
    name,
  }));
  const goals: Goal[] = [];

  for (const practice of PRACTICES) {
    if (!faker.datatype.boolean({ probability: 0.8 })) continue;
    const values = valuesOf(practice.id);
    const author = faker.helpers.arrayElement(authors);
    for (const year of [currentYear() - 1, currentYear()]) {
      const start = (year - 1 - FIRST_DATA_YEAR) * 12;
      if (start < 0) continue;
      const lastYear = (metricId: keyof PracticeMonthlyValues) => values[metricId].slice(start, start + 12);
      const updatedAt = faker.date
        .between({ from: `${year}-01-05T13:00:00Z`, to: `${year}-02-20T21:00:00Z` })
        .toISOString();
      for (const { id: metricId, unit } of METRIC_DEFINITIONS) {
        if (!faker.datatype.boolean({ probability: RARELY_SET.has(metricId) ? 0.25 : 0.92 })) continue;
        const reached = periodValue(metricId, unit, lastYear);
        const target =
          unit === 'percent'
            ? reached + faker.number.float({ min: 1, max: 4 })
            : reached * faker.number.float({ min: 1.02, max: 1.1 });
        goals.push({
          practiceId: practice.id,
          metricId,
          year,
          value: niceTarget(unit, target),
          updatedAt,
          updatedBy: author,
        });
      }
    }
  }
  return goals;
};
