import { seedNow } from './seed-clock';

/**
 * The Analytik calendar of the offline world. It follows the seed's now (seed-clock.ts) rather
 * than the page's clock, so that "the current year" always has the data the snapshot holds.
 */
export const FIRST_DATA_YEAR = 2022;

export const currentYear = (): number => seedNow().getUTCFullYear();

/** Practices synchronise monthly: data runs through the end of the month before the seed's now. */
const lastDay = (): Date => {
  const now = seedNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
};

export const lastDataYear = (): number => lastDay().getUTCFullYear();
export const lastDataMonth = (): number => lastDay().getUTCMonth() + 1;

/** Number of months from January of FIRST_DATA_YEAR through the last month with data. */
export const monthCount = (): number => (lastDataYear() - FIRST_DATA_YEAR) * 12 + lastDataMonth();

/** Year and month (1 for January) of the nth month of data. */
export const monthAt = (index: number) => ({
  year: FIRST_DATA_YEAR + Math.floor(index / 12),
  month: (index % 12) + 1,
});
