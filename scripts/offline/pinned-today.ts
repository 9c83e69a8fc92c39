import { OFFLINE_TODAY_VARIABLE } from '../../mocks/db/seed-clock';

/**
 * The day the test pipeline's offline data stops at (vitest, the browser suite's build, the
 * remote mode's server): a fixed day, so that every run sees the same records. `npm start`
 * leaves it unset and runs up to today (docs/decisions/020-offline-today.md).
 */
export const PINNED_OFFLINE_TODAY = '2026-11-15';

/** The day a test run uses: the caller's OFFLINE_TODAY if set (`today` for the clock's), else the pinned one. */
export const testOfflineToday = (): string => process.env[OFFLINE_TODAY_VARIABLE] || PINNED_OFFLINE_TODAY;

/** Pins the offline data for this process and the processes it starts. */
export const pinOfflineToday = (): string => (process.env[OFFLINE_TODAY_VARIABLE] = testOfflineToday());
