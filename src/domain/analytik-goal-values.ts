import type { MetricUnit } from '@/api/generated/analytik/model';

/**
 * What makes a goal's value acceptable for its unit (the contract's GoalInput): never negative,
 * a percentage at most 100, a count whole, an amount in dollars (or dollars per hour) with at
 * most two decimals. The goals screen checks them at the field; the offline API answers a 400
 * with the same codes.
 */
export type GoalValueIssue = 'negative' | 'out_of_range' | 'not_integer' | 'too_precise';

export const PERCENT_GOAL_MAX = 100;

// Cents are compared as integers: 0.1 + 0.2 style noise must not turn 12.34 into an error.
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const goalValueIssue = (unit: MetricUnit, value: number): GoalValueIssue | undefined => {
  if (value < 0) return 'negative';
  if (unit === 'percent' && value > PERCENT_GOAL_MAX) return 'out_of_range';
  if (unit === 'count' && !Number.isInteger(value)) return 'not_integer';
  // Dollars per hour are dollars too: cents are the finest step of both currency units.
  if ((unit === 'currency' || unit === 'currency-per-hour') && !hasAtMostTwoDecimals(value)) {
    return 'too_precise';
  }
  return undefined;
};
