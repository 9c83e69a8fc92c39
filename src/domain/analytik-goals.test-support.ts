import type { MonthValues } from './analytik-goals';

// A practice's fees last year: quiet in July, August and December, as real clinics are.
export const LAST_YEAR_FEES: MonthValues = [
  93_000, 96_000, 107_000, 101_000, 105_000, 99_000, 77_000, 83_000, 103_000, 107_000, 103_000, 76_000,
];
export const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
/** Sums in cents, as integers: the exact check floating point cannot give. */
export const cents = (values: readonly number[]) => total(values.map((value) => Math.round(value * 100)));
