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
      unit: 'currency',
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

  describe('which metrics need attention (docs/decisions/021)', () => {
    // October: 10 months of 12 elapsed, last year unknown, so 10/12 of the goal is due.
    const sumProgress = (
      valueSoFar: number,
      direction: 'higher-is-better' | 'lower-is-better' = 'higher-is-better',
    ) =>
      progressFromTotals({
        aggregation: 'sum',
        direction,
        unit: 'currency',
        goal: 1_200_000,
        valueSoFar,
        monthsSoFar: 10,
      });

    it('compares the year so far with the goal prorated to the months elapsed, not with the whole goal', () => {
      // 980 000 $ by October is 98 % of the 1 000 000 $ due, though only 82 % of the yearly goal.
      const pace = sumProgress(980_000).pace;
      expect(pace?.expectedSoFar).toBe(1_000_000);
      expect(pace).toMatchObject({ status: 'behind', needsAttention: false });
      expect(pace?.ratio).toBeCloseTo(-0.02, 6);
    });

    it('flags a sum more than 5 % short of what was due', () => {
      expect(sumProgress(940_000).pace).toMatchObject({ status: 'behind', needsAttention: true });
      expect(sumProgress(960_000).pace).toMatchObject({ status: 'behind', needsAttention: false });
    });

    it('never flags a metric ahead or on pace', () => {
      expect(sumProgress(1_100_000).pace).toMatchObject({ status: 'ahead', needsAttention: false });
      expect(sumProgress(1_002_000).pace).toMatchObject({ status: 'on-pace', needsAttention: false });
    });

    it('reads a lower-is-better metric the other way: over its due value is behind', () => {
      expect(sumProgress(900_000, 'lower-is-better').pace).toMatchObject({
        status: 'ahead',
        needsAttention: false,
      });
      expect(sumProgress(1_100_000, 'lower-is-better').pace).toMatchObject({
        status: 'behind',
        needsAttention: true,
      });
    });

    // A rate in October against its goal, which holds every month.
    const ratePace = (unit: 'percent' | 'currency-per-hour', goal: number, valueSoFar: number) =>
      progressFromTotals({
        aggregation: 'rate',
        direction: 'higher-is-better',
        unit,
        goal,
        valueSoFar,
        monthsSoFar: 10,
      }).pace;

    it('measures a percentage in points: 2 points short is the margin', () => {
      const rate = (valueSoFar: number) => ratePace('percent', 85, valueSoFar);
      // 83.5 % against 85 % is 1.8 % short in ratio, 1.5 points: close, not alarming.
      expect(rate(83.5)).toMatchObject({ status: 'behind', needsAttention: false });
      // 81.6 % is 3.4 points short (4 % in ratio, under the 5 % of a sum): needs attention.
      expect(rate(81.6)).toMatchObject({ status: 'behind', needsAttention: true });
    });

    it('measures an hourly rate in ratio against the goal itself, every month', () => {
      const hourly = (valueSoFar: number) => ratePace('currency-per-hour', 245, valueSoFar);
      expect(hourly(240)).toMatchObject({ expectedSoFar: 245, needsAttention: false });
      expect(hourly(230)).toMatchObject({ expectedSoFar: 245, needsAttention: true });
    });
  });
});
