import { describe, expect, it } from 'vitest';
import { projectYearEnd } from './analytik-goal-projection';
import type { MonthValues } from './analytik-goals';
import { LAST_YEAR_FEES, total } from './analytik-goals.test-support';

describe('projectYearEnd', () => {
  it('fills the months left with last year’s, scaled by this year’s growth', () => {
    const actual = LAST_YEAR_FEES.slice(0, 10).map((value) => (value ?? 0) * 1.05);
    const projection = projectYearEnd({
      aggregation: 'sum',
      unit: 'currency',
      actual,
      reference: LAST_YEAR_FEES,
    });
    expect(projection?.basis).toBe('last-year-seasonality');
    expect(projection?.growth).toBeCloseTo(1.05, 6);
    expect(projection?.value).toBeCloseTo(total(LAST_YEAR_FEES as number[]) * 1.05, 1);
  });

  it('estimates the missing months of a year with missing months, not only the ones after the last', () => {
    const actual: MonthValues = [100, 100, undefined, 100, 100, 100];
    const reference: MonthValues = Array(12).fill(80);
    const projection = projectYearEnd({ aggregation: 'sum', unit: 'count', actual, reference });
    // 5 months of 100 and 7 estimated at 80 × 1.25.
    expect(projection).toMatchObject({ value: 1_200, basis: 'last-year-seasonality' });
  });

  it('takes a past year’s value as final, even with months missing', () => {
    const projection = projectYearEnd({
      aggregation: 'sum',
      unit: 'count',
      actual: [undefined, undefined, undefined, 40, 40, 40, 40, 40, 40, 40, 40, 40],
      reference: [],
      yearOver: true,
    });
    expect(projection).toEqual({ value: 360, basis: 'complete' });
  });

  it('uses this year’s average month without last year', () => {
    const projection = projectYearEnd({
      aggregation: 'sum',
      unit: 'count',
      actual: [30, 40, 50],
      reference: [],
    });
    expect(projection).toMatchObject({ value: 480, basis: 'average-month' });
  });

  it('keeps a rate where it stands and a lower-is-better sum projects the same way', () => {
    expect(
      projectYearEnd({ aggregation: 'rate', unit: 'percent', actual: [70], reference: [], rateSoFar: 71.26 }),
    ).toEqual({ value: 71.3, basis: 'rate-so-far' });
    expect(
      projectYearEnd({ aggregation: 'level', unit: 'count', actual: [4_000, 4_100], reference: [] }),
    ).toEqual({ value: 4_100, basis: 'latest-level' });
  });
});
