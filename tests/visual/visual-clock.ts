/**
 * The moment every screenshot is taken at (the page's clock, fixed): a weekday of the offline
 * data's pinned today, so that dates, "n days ago" and the appointments generated from today
 * are the same on every run.
 */
export const VISUAL_NOW = new Date('2026-11-16T15:00:00.000Z');
