import { describe, expect, it } from 'vitest';
import { paceToDate, splitYearlyGoal, type MonthValues } from './analytik-goals';
import { cents, LAST_YEAR_FEES, total } from './analytik-goals.test-support';

describe('splitYearlyGoal', () => {
  it('spreads a sum over the months like last year, adding up exactly to the yearly goal', () => {
    const split = splitYearlyGoal({
      goal: 1_234_567.89,
      aggregation: 'sum',
      unit: 'currency',
      reference: LAST_YEAR_FEES,
    });
    expect(split.basis).toBe('last-year');
    expect(split.months).toHaveLength(12);
    expect(cents(split.months)).toBe(123_456_789);
    // Each month keeps last year's share, to the cent.
    expect(split.months[6]).toBeCloseTo((1_234_567.89 * 77_000) / total(LAST_YEAR_FEES as number[]), 1);
    expect(split.months[6]).toBeLessThan(split.months[2] ?? 0);
    for (const month of split.months) expect(Math.round(month * 100)).toBe(month * 100);
  });

  it('splits a count into whole numbers that add up to the goal', () => {
    const split = splitYearlyGoal({
      goal: 451,
      aggregation: 'sum',
      unit: 'count',
      reference: [31, 29, 40, 33, 35, 30, 22, 27, 44, 38, 34, 20],
    });
    expect(split.months.every(Number.isInteger)).toBe(true);
    expect(total(split.months)).toBe(451);
  });

  it('gives the months last year lacks the average share, and still adds up', () => {
    // The practice joined in April last year.
    const reference: MonthValues = [
      undefined,
      undefined,
      undefined,
      100,
      100,
      100,
      60,
      60,
      100,
      100,
      100,
      80,
    ];
    const split = splitYearlyGoal({ goal: 12_000, aggregation: 'sum', unit: 'hours', reference });
    expect(split.basis).toBe('last-year-partial');
    expect(split.months[0]).toBe(split.months[1]);
    // 800 h over 9 months: the three missing ones count as 800 ÷ 9 each.
    expect(split.months[0]).toBeCloseTo((12_000 * (800 / 9)) / (800 + 3 * (800 / 9)), 1);
    expect(cents(split.months)).toBe(1_200_000);
  });

  it('spreads evenly without last year, keeping the goal’s own decimals', () => {
    const split = splitYearlyGoal({ goal: 10_250.55, aggregation: 'sum', unit: 'hours', reference: [] });
    expect(split.basis).toBe('even');
    expect(cents(split.months)).toBe(1_025_055);
  });

  it('keeps a rate’s goal for every month, and walks a level from last December to the goal', () => {
    expect(
      splitYearlyGoal({ goal: 80, aggregation: 'rate', unit: 'percent', reference: [70, 75] }).months,
    ).toEqual(Array(12).fill(80));
    const level = splitYearlyGoal({
      goal: 4_500,
      aggregation: 'level',
      unit: 'count',
      reference: [],
      startLevel: 4_200,
    });
    expect(level.basis).toBe('level-path');
    expect(level.months[0]).toBe(4_225);
    expect(level.months[5]).toBe(4_350);
    expect(level.months[11]).toBe(4_500);
  });
});

describe('paceToDate', () => {
  // The goal is 3 % above last year.
  const monthlyGoals = splitYearlyGoal({
    goal: 1_184_500,
    aggregation: 'sum',
    unit: 'currency',
    reference: LAST_YEAR_FEES,
  });

  it('compares the months with data against their share of the goal', () => {
    // January to October, 4 % above last year's same months.
    const actual = LAST_YEAR_FEES.slice(0, 10).map((value) => (value ?? 0) * 1.04);
    const pace = paceToDate({
      aggregation: 'sum',
      direction: 'higher-is-better',
      unit: 'currency',
      monthlyGoals,
      actual,
    });
    expect(pace?.status).toBe('ahead');
    expect(pace?.ratio).toBeCloseTo(1.04 / 1.03 - 1, 3);
    expect(pace?.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('leaves a missing month out of both sides in a year with missing months', () => {
    // March and April never arrived (the synchronisation was down); the rest is on target.
    const actual: MonthValues = monthlyGoals.months
      .slice(0, 8)
      .map((value, index) => (index === 2 || index === 3 ? undefined : value));
    const pace = paceToDate({
      aggregation: 'sum',
      direction: 'higher-is-better',
      unit: 'currency',
      monthlyGoals,
      actual,
    });
    expect(pace?.status).toBe('on-pace');
    expect(pace?.months).toEqual([1, 2, 5, 6, 7, 8]);
    expect(pace?.expectedSoFar).toBeCloseTo(
      total([0, 1, 4, 5, 6, 7].map((i) => monthlyGoals.months[i] ?? 0)),
      6,
    );
  });

  it('counts a lower-is-better metric ahead when it stays under its targets', () => {
    const goals = splitYearlyGoal({ goal: 1_200, aggregation: 'sum', unit: 'count', reference: [] });
    const under = paceToDate({
      aggregation: 'sum',
      direction: 'lower-is-better',
      unit: 'count',
      monthlyGoals: goals,
      actual: [90, 90, 90],
    });
    expect(under?.status).toBe('ahead');
    expect(under?.ratio).toBeCloseTo(-0.1, 6);
    const over = paceToDate({
      aggregation: 'sum',
      direction: 'lower-is-better',
      unit: 'count',
      monthlyGoals: goals,
      actual: [110, 110, 110],
    });
    expect(over?.status).toBe('behind');
  });

  it('measures a rate by its value so far against the goal', () => {
    const goals = splitYearlyGoal({ goal: 80, aggregation: 'rate', unit: 'percent', reference: [] });
    const pace = paceToDate({
      aggregation: 'rate',
      direction: 'higher-is-better',
      unit: 'percent',
      monthlyGoals: goals,
      actual: [77, 79, 78],
      rateSoFar: 78.4,
    });
    expect(pace).toMatchObject({ status: 'behind', actualSoFar: 78.4, expectedSoFar: 80 });
    expect(pace?.difference).toBeCloseTo(-1.6, 6);
  });

  it('has no pace without a month of data', () => {
    expect(
      paceToDate({
        aggregation: 'sum',
        direction: 'higher-is-better',
        unit: 'currency',
        monthlyGoals,
        actual: [],
      }),
    ).toBe(undefined);
  });
});
