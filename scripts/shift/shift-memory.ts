/** What the page holds at one point of a long shift (tests/shift/long-shift.spec.ts), and how far it may grow. */
export interface ShiftMemory {
  /** Navigations and page changes done since the warm-up (0: right after it). */
  navigations: number;
  /** The JS heap in use after forced garbage collections (CDP Runtime.getHeapUsage). */
  heapBytes: number;
  /** DOM nodes the renderer counts (CDP Memory.getDOMCounters), on the same screen each time. */
  nodes: number;
  /** JS event listeners the renderer counts. */
  listeners: number;
}

const MB = 1024 * 1024;

/**
 * How far the page may be from where the warm-up left it, on the same screen. The heap: 3 MB or
 * 10 %, whichever is larger. Measured on the clinic's shift (offline mode, 35.1 MB after the
 * warm-up): +1.0 MB after 100 navigations, +2.4 MB after 500, +4.2 MB after 2,000, a growth that
 * slows as the page's bounded stores fill (the offline API's telemetry inbox keeps 500 events of
 * each kind; posthog's, Sentry's and the query cache's own). A screen that kept its DOM or its data
 * when left adds far more: 30 KB a navigation passes 3 MB within 100 (a history page's rows weigh
 * about that). Nodes and listeners: a few, for a tooltip or a transition still closing.
 */
export const SHIFT_BOUNDS = { heapBytes: 3 * MB, heapShare: 0.1, nodes: 50, listeners: 20 };

/**
 * Past this many navigations, growth is counted from the reading taken there: the bounded stores
 * are full by then, and what still grows is what a day would add up.
 */
export const STORES_FULL_AT = 500;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * What grew past its bound between the reading after the warm-up (or at STORES_FULL_AT, in a
 * longer shift) and the last: an empty list when nothing did.
 */
export const heapGrowth = (readings: readonly ShiftMemory[], bounds = SHIFT_BOUNDS): string[] => {
  const end = readings[readings.length - 1];
  const start =
    readings.find((reading) => reading.navigations === STORES_FULL_AT && reading !== end) ?? readings[0];
  if (!start || !end || end === start) return [];
  const grown: string[] = [];
  const heapAllowed = Math.max(bounds.heapBytes, start.heapBytes * bounds.heapShare);
  if (end.heapBytes - start.heapBytes > heapAllowed)
    grown.push(
      `heap ${mb(start.heapBytes)} → ${mb(end.heapBytes)} after ${end.navigations} navigations (at most +${mb(heapAllowed)})`,
    );
  if (end.nodes - start.nodes > bounds.nodes)
    grown.push(`DOM nodes ${start.nodes} → ${end.nodes} (at most +${bounds.nodes})`);
  if (end.listeners - start.listeners > bounds.listeners)
    grown.push(`listeners ${start.listeners} → ${end.listeners} (at most +${bounds.listeners})`);
  return grown;
};

/** reports/long-shift.json: each account's readings. */
export interface ShiftReport {
  navigations: number;
  shifts: Record<string, ShiftMemory[]>;
}

/** A Markdown table of every reading, one row each. */
export const formatShiftTable = (report: ShiftReport): string =>
  [
    `A long shift of ${report.navigations} navigations (the administration's a third of them):`,
    '| account | navigations after the warm-up | heap after GC | DOM nodes | listeners |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(report.shifts).flatMap(([account, readings]) =>
      readings.map(
        (reading) =>
          `| ${account} | ${reading.navigations} | ${mb(reading.heapBytes)} | ${reading.nodes} | ${reading.listeners} |`,
      ),
    ),
  ].join('\n');
