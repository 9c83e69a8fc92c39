import { PINNED_OFFLINE_TODAY } from '../../scripts/offline/pinned-today';

/**
 * The moment every screenshot is taken at (the page's clock, fixed): 10 h in Montréal the day
 * after the test pipeline's offline data stops (PINNED_OFFLINE_TODAY, a Sunday), so that dates,
 * "n days ago", the statistics' month and the appointments generated from today are the same on
 * every run, and the upcoming messages start on a business day.
 */
const DAY_MS = 86_400_000;
export const VISUAL_NOW = new Date(Date.parse(`${PINNED_OFFLINE_TODAY}T15:00:00.000Z`) + DAY_MS);
