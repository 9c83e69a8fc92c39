/**
 * The offline world's "now": the moment its snapshot was made, so that the history, the
 * statistics, the SMS usage and every "last seen" run up to today (docs/decisions/020-offline-today.md).
 * `OFFLINE_TODAY` pins it for runs that must give the same data every day: a day
 * (`2026-11-15`, taken at 14:00 UTC, mid-morning in every Canadian practice) or an instant
 * (`2026-11-15T14:00:00Z`); `today` or `now` unpins it. The tests pin it
 * (scripts/offline/pinned-today.ts); `npm start` does not.
 */
export const OFFLINE_TODAY_VARIABLE = 'OFFLINE_TODAY';

/** The UTC hour a pinned day stands for: 9 or 10 h in Montréal, 10 or 11 h in Moncton. */
const PINNED_DAY_HOUR_UTC = 14;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Values that ask for the clock's today where a script pins a day by default. */
const UNPINNED = new Set(['today', 'now']);

/** The instant an `OFFLINE_TODAY` value stands for; undefined when unset. A typo fails loudly. */
export const parseOfflineToday = (value: string | undefined): Date | undefined => {
  const text = value?.trim() ?? '';
  if (text === '' || UNPINNED.has(text.toLowerCase())) return undefined;
  const instant = DAY_ONLY.test(text)
    ? new Date(`${text}T${String(PINNED_DAY_HOUR_UTC).padStart(2, '0')}:00:00.000Z`)
    : new Date(text);
  const isValidDay = !DAY_ONLY.test(text) || instant.toISOString().startsWith(text);
  if (Number.isNaN(instant.getTime()) || !isValidDay) {
    throw new Error(`${OFFLINE_TODAY_VARIABLE}=${value} is neither a day (2026-11-15) nor an ISO instant`);
  }
  return instant;
};

// A browser page has no process: its now comes from the snapshot (setSeedNow).
const fromEnvironment = (): Date =>
  parseOfflineToday(typeof process === 'undefined' ? undefined : process.env[OFFLINE_TODAY_VARIABLE]) ??
  new Date();

let now: Date | undefined;
let pinned = false;

const isPinnedByEnvironment = (): boolean =>
  parseOfflineToday(typeof process === 'undefined' ? undefined : process.env[OFFLINE_TODAY_VARIABLE]) !==
  undefined;

/** The world's now: the pinned instant, the snapshot's, or the clock's when first asked. */
export const seedNow = (): Date => {
  if (now === undefined) {
    now = fromEnvironment();
    pinned = isPinnedByEnvironment();
  }
  return now;
};

/** A new seed starts at the present moment (or the pinned one), not at an earlier seed's. */
export const restartSeedClock = (): Date => {
  now = fromEnvironment();
  pinned = isPinnedByEnvironment();
  return now;
};

/** Loading a snapshot makes its moment the world's now, whatever the page's clock says. */
export const setSeedNow = (instant: string, pinnedSnapshot = false): void => {
  now = new Date(instant);
  pinned = pinnedSnapshot;
};

/** Whether the seed's now was pinned (OFFLINE_TODAY): its data are the same on every run. */
export const isSeedPinned = (): boolean => {
  seedNow();
  return pinned;
};

/**
 * The present of the offline API's answers that count "this month" (the SMS package, the
 * practices' SMS use): the clock's, so they agree with the sending plan, which runs on the clock
 * (docs/decisions/041-sending-rules-at-their-edges.md). A pinned seed keeps its pinned instant,
 * so that the same pinned day gives the same answers whatever the date of the run; the history
 * ends at the seed's hour either way, and nothing is sent between then and the clock's now.
 */
export const worldNow = (): Date => (isSeedPinned() ? seedNow() : new Date());

const HOUR_MS = 3_600_000;

/**
 * The end of the seeded history: the start of now's hour. Messages leave in batches, so the
 * last hour's are still on their way; nothing is ever dated after now.
 */
export const historyEnd = (): number => Math.floor(seedNow().getTime() / HOUR_MS) * HOUR_MS;
