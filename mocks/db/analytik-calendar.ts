import { SEED_NOW } from './seeded-faker';

/**
 * The Analytik calendar of the offline world. It follows SEED_NOW rather than the clock, so
 * that "the current year" always has data, whatever day the demo runs.
 */
export const FIRST_DATA_YEAR = 2022;

export const CURRENT_YEAR = SEED_NOW.getUTCFullYear();

/** Practices synchronise monthly: data runs through the end of the month before SEED_NOW. */
const lastDay = new Date(Date.UTC(SEED_NOW.getUTCFullYear(), SEED_NOW.getUTCMonth(), 0));

export const LAST_DATA_YEAR = lastDay.getUTCFullYear();
export const LAST_DATA_MONTH = lastDay.getUTCMonth() + 1;

/** Last day included in the values (the contract's `dataThrough` for the current year). */
export const DATA_THROUGH = lastDay.toISOString().slice(0, 10);

/** Number of months from January of FIRST_DATA_YEAR through the last month with data. */
export const MONTH_COUNT = (LAST_DATA_YEAR - FIRST_DATA_YEAR) * 12 + LAST_DATA_MONTH;

/** Year and month (1 for January) of the nth month of data. */
export const monthAt = (index: number) => ({
  year: FIRST_DATA_YEAR + Math.floor(index / 12),
  month: (index % 12) + 1,
});
