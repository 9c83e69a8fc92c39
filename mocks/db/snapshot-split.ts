import { DAY_MS } from '@/domain/zoned-time';
import type { PackedRecords, SnapshotRecords } from './snapshot-packing';

/**
 * Collections a page loads only when a handler first needs them. The history's 47,000 rows are
 * 90 % of the snapshot: a page that never shows the history (an admin screen, Analytik, the
 * settings) parsed and loaded them on every load, 0.3 s of a 0.8 s load
 * (docs/decisions/034-history-loaded-when-read.md).
 */
export const DEFERRED_COLLECTIONS: readonly string[] = ['communicationHistory'];

/** The fields a deferred record is filed by: its practice, and the instant it is dated. */
const PRACTICE_FIELD = 'practiceId';
const TIME_FIELD = 'sentAt';

/**
 * The deferred records of the last days of the snapshot go in parts of their own: the statistics
 * of this month or of the last 30 days (the clinic's home) need those only. 35 days hold either
 * period whatever the day of the month and the practice's timezone (Canadian days start after
 * midnight UTC, so a period from day D needs the records from D at 00:00 UTC on).
 */
export const RECENT_DAYS = 35;

/**
 * One file of deferred records: one practice's, recent or older (decision 039). A handler
 * loads the parts that may hold what it reads (loadDeferredRecords() in deferred-records.ts).
 */
export interface DeferredPart {
  /** Names the part's file (URL-safe). */
  id: string;
  practiceId: string;
  /** The part holds records dated from this instant on (ISO 8601, UTC). */
  from?: string;
  /** The part holds records dated before this instant. */
  before?: string;
}

/** What a handler is about to read: one practice's records, or those dated from an instant on. */
export interface DeferredScope {
  practiceId?: string;
  /** An instant (ISO 8601): the handler reads no record dated before it. */
  since?: string;
}

/** Whether a part may hold records a handler reading `scope` needs. */
export const partMayHold = (part: DeferredPart, scope: DeferredScope): boolean =>
  (scope.practiceId === undefined || scope.practiceId === part.practiceId) &&
  (scope.since === undefined ||
    part.before === undefined ||
    Date.parse(scope.since) < Date.parse(part.before));

interface SplittableSnapshot {
  now: string;
  collections: Record<string, SnapshotRecords>;
}

export interface SplitSnapshot<Snapshot extends SplittableSnapshot> {
  /** The snapshot a page loads at start: without the deferred collections' records. */
  first: Snapshot & {
    deferred: string[];
    deferredParts: DeferredPart[];
    deferredFacts: Record<string, number>;
  };
  /** Each part's records, by collection: one file each. */
  parts: Record<string, Record<string, SnapshotRecords>>;
}

/** Midnight UTC, RECENT_DAYS before the snapshot's now: where its recent parts start. */
export const recentFrom = (now: string): string => {
  const day = Math.floor(Date.parse(now) / DAY_MS) - RECENT_DAYS;
  return new Date(day * DAY_MS).toISOString();
};

/** Rows of values under one list of keys, as packRecords() makes them, whatever the input. */
const asPacked = (records: SnapshotRecords): PackedRecords => {
  if (!Array.isArray(records)) return records;
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return {
    keys,
    rows: records.map((record) => keys.map((key) => (record as Record<string, unknown>)[key])),
  };
};

/**
 * Splits a snapshot (takeSnapshot()) into the file a page loads at start and the deferred parts,
 * by practice and by date. `facts` are what handlers that answer at once read from the deferred
 * records (the SMS used this month, in every practice's answer), counted before the split:
 * deferredFact() gives them.
 */
export const splitSnapshot = <Snapshot extends SplittableSnapshot>(
  snapshot: Snapshot,
  facts: Record<string, number>,
): SplitSnapshot<Snapshot> => {
  const collections = { ...snapshot.collections };
  const boundary = recentFrom(snapshot.now);
  const descriptions = new Map<string, DeferredPart>();
  const parts: Record<string, Record<string, SnapshotRecords>> = {};
  const deferred: string[] = [];
  for (const name of DEFERRED_COLLECTIONS) {
    const records = collections[name];
    if (!records) continue;
    deferred.push(name);
    collections[name] = [];
    const { keys, rows } = asPacked(records);
    const practiceAt = keys.indexOf(PRACTICE_FIELD);
    const timeAt = keys.indexOf(TIME_FIELD);
    if (practiceAt < 0 || timeAt < 0)
      throw new Error(`Deferred records of ${name} lack ${PRACTICE_FIELD} or ${TIME_FIELD}`);
    for (const row of rows) {
      const practiceId = String(row[practiceAt]);
      const recent = Date.parse(String(row[timeAt])) >= Date.parse(boundary);
      const id = `${practiceId}-${recent ? 'recent' : 'older'}`;
      if (!descriptions.has(id))
        descriptions.set(
          id,
          recent ? { id, practiceId, from: boundary } : { id, practiceId, before: boundary },
        );
      const part = (parts[id] ??= {});
      ((part[name] ??= { keys, rows: [] }) as PackedRecords).rows.push(row);
    }
  }
  return {
    first: {
      ...snapshot,
      collections,
      deferred,
      deferredParts: [...descriptions.values()].sort((a, b) => a.id.localeCompare(b.id)),
      deferredFacts: facts,
    },
    parts,
  };
};

let facts: Readonly<Record<string, number>> = {};

/** The facts of the snapshot loaded last (database.ts), until its deferred records are in. */
export const setDeferredFacts = (next: Readonly<Record<string, number>>): void => {
  facts = next;
};

export const deferredFact = (key: string): number | undefined => facts[key];
