import { describe, expect, it } from 'vitest';
import { progressFromTotals } from './analytik-goal-totals';
import { paceToDate, splitYearlyGoal } from './analytik-goals';
import { LAST_YEAR_FEES, total } from './analytik-goals.test-support';

describe('progressFromTotals', () => {
  it('agrees with the monthly computation when every month of last year is known', () => {
    const actual = LAST_YEAR_FEES.slice(0, 10).map((value) => (value ?? 0) * 1.04);
    const goal = 1_184_500;
    const monthly = paceToDate({
      aggregation: 'sum',
      direction: 'higher-is-better',
      monthlyGoals: splitYearlyGoal({
        goal,
        aggregation: 'sum',
        unit: 'currency',
        reference: LAST_YEAR_FEES,
      }),
      actual,
    });
    const fromTotals = progressFromTotals({
      aggregation: 'sum',
      direction: 'higher-is-better',
      unit: 'currency',
      goal,
      valueSoFar: total(actual),
      referenceSoFar: total(LAST_YEAR_FEES.slice(0, 10) as number[]),
      referenceYear: total(LAST_YEAR_FEES as number[]),
      monthsSoFar: 10,
    });
    expect(fromTotals.shareBasis).toBe('last-year');
    expect(fromTotals.pace?.ratio).toBeCloseTo(monthly?.ratio ?? Number.NaN, 6);
    expect(fromTotals.projection.value).toBeCloseTo(total(LAST_YEAR_FEES as number[]) * 1.04, 0);
  });

  it('treats a past year as complete and a lower-is-better rate under its goal as ahead', () => {
    const progress = progressFromTotals({
      aggregation: 'rate',
      direction: 'lower-is-better',
      unit: 'percent',
      goal: 10,
      valueSoFar: 8,
      monthsSoFar: 12,
    });
    expect(progress.projection).toEqual({ value: 8, basis: 'complete' });
    expect(progress.pace?.status).toBe('ahead');
  });

  it('falls back on the months elapsed without last year', () => {
    const progress = progressFromTotals({
      aggregation: 'sum',
      direction: 'higher-is-better',
      unit: 'count',
      goal: 120,
      valueSoFar: 25,
      monthsSoFar: 3,
    });
    expect(progress).toMatchObject({ shareOfYear: 0.25, shareBasis: 'elapsed-months' });
    expect(progress.pace?.expectedSoFar).toBe(30);
    expect(progress.projection).toMatchObject({ value: 100, basis: 'average-month' });
  });
});
