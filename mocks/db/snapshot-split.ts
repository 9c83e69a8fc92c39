import type { SnapshotRecords } from './snapshot-packing';

/**
 * Collections a page loads only when a handler first needs them. The history's 47,000 rows are
 * 90 % of the snapshot: a page that never shows the history (an admin screen, Analytik, the
 * settings) parsed and loaded them on every load, 0.3 s of a 0.8 s load
 * (docs/decisions/034-history-loaded-when-read.md).
 */
export const DEFERRED_COLLECTIONS: readonly string[] = ['communicationHistory'];

interface SplittableSnapshot {
  collections: Record<string, SnapshotRecords>;
}

export interface SplitSnapshot<Snapshot extends SplittableSnapshot> {
  /** The snapshot a page loads at start: without the deferred collections' records. */
  first: Snapshot & { deferred: string[]; deferredFacts: Record<string, number> };
  /** The deferred collections' records. */
  deferred: Record<string, SnapshotRecords>;
}

/**
 * Splits a snapshot (takeSnapshot()) into the file a page loads at start and the deferred one.
 * `facts` are what handlers that answer at once read from the deferred records (the SMS used
 * this month, in every practice's answer), counted before the split: deferredFact() gives them.
 */
export const splitSnapshot = <Snapshot extends SplittableSnapshot>(
  snapshot: Snapshot,
  facts: Record<string, number>,
): SplitSnapshot<Snapshot> => {
  const collections = { ...snapshot.collections };
  const deferred: Record<string, SnapshotRecords> = {};
  for (const name of DEFERRED_COLLECTIONS) {
    const records = collections[name];
    if (!records) continue;
    deferred[name] = records;
    collections[name] = [];
  }
  return {
    first: { ...snapshot, collections, deferred: Object.keys(deferred), deferredFacts: facts },
    deferred,
  };
};

let facts: Readonly<Record<string, number>> = {};

/** The facts of the snapshot loaded last (database.ts), until its deferred records are in. */
export const setDeferredFacts = (next: Readonly<Record<string, number>>): void => {
  facts = next;
};

export const deferredFact = (key: string): number | undefined => facts[key];
