import { createPersistence, type Persistence } from './persistence';
import { loadTrustedRecords } from './bulk-load';
import { forgetKept, holdsSnapshot, keepSnapshot } from './kept-records';
import { SEED_VERSION } from '../config';
import { isSeedPinned, restartSeedClock, seedNow, setSeedNow } from './seed-clock';
import { packRecords, unpackRecords, type SnapshotRecords } from './snapshot-packing';
import { allCollections, areas } from './database-areas';
import {
  isDeferred,
  keepDeferredWritesIn,
  readDeferredPartsWith,
  waitForParts,
  type DeferredPartReader,
} from './deferred-records';
import { setDeferredFacts, type DeferredPart } from './snapshot-split';

/**
 * Empties every collection and seeds it again, up to now (or the pinned day: seed-clock.ts):
 * identical on every run of the same pinned day.
 */
export const seedDatabase = async (): Promise<void> => {
  waitForParts();
  setDeferredFacts({});
  restartSeedClock();
  for (const area of areas) area.clearMemory?.();
  for (const { collection } of allCollections()) {
    collection.all().length = 0;
    forgetKept(collection);
  }
  for (const area of areas) await area.seed();
};

/**
 * The seeded database as JSON text: built once (vitest's global set-up, the offline build) and
 * loaded by every test file and page instead of running faker again (mocks/README.md).
 */
export interface DatabaseSnapshot {
  seedVersion: number;
  /** The world's now when it was seeded: pages and test files read their today from it. */
  now: string;
  /** Whether that now was pinned (OFFLINE_TODAY): the world then stays on it (seed-clock.ts). */
  pinned?: boolean;
  collections: Record<string, SnapshotRecords>;
  /**
   * Collections whose records are in files of their own (snapshot-split.ts), loaded by
   * loadDeferredRecords() when a handler first needs them.
   */
  deferred?: string[];
  /** Those files, and the records each holds. */
  deferredParts?: DeferredPart[];
  /** What handlers read from the deferred records before they are loaded (snapshot-split.ts). */
  deferredFacts?: Record<string, number>;
}

export const takeSnapshot = (): DatabaseSnapshot => ({
  seedVersion: SEED_VERSION,
  now: seedNow().toISOString(),
  pinned: isSeedPinned(),
  collections: Object.fromEntries(
    allCollections().map(({ name, collection }) => [name, packRecords(collection.all())]),
  ),
});

/**
 * Puts the database in the state of a snapshot. The text is parsed anew: handlers may mutate
 * records (the large collections, which they only read, stay loaded: kept-records.ts).
 */
const loadSnapshot = async (text: string): Promise<void> => {
  const snapshot = JSON.parse(text) as DatabaseSnapshot;
  waitForParts(snapshot.deferred, snapshot.deferredParts);
  setDeferredFacts(snapshot.deferredFacts ?? {});
  if (snapshot.seedVersion !== SEED_VERSION) {
    throw new Error(`The offline database snapshot is of seed ${snapshot.seedVersion}, not ${SEED_VERSION}`);
  }
  setSeedNow(snapshot.now, snapshot.pinned ?? false);
  for (const area of areas) area.clearMemory?.();
  for (const { name, collection } of allCollections()) {
    const records = snapshot.collections[name];
    if (!records) throw new Error(`The offline database snapshot has no collection "${name}"`);
    const large = !snapshot.deferred?.length && !Array.isArray(records);
    if (large && holdsSnapshot(collection, text)) continue;
    await loadTrustedRecords(collection, unpackRecords(records));
    if (large) keepSnapshot(collection, text);
  }
};

export interface StartDatabaseOptions {
  /** Where what the offline API writes is kept across reloads (the browser's localStorage). */
  storage?: Storage;
  /** JSON text of takeSnapshot() after seeding: loaded instead of seeding, here and on every reset. */
  snapshot?: string;
  /** The deferred parts of a split snapshot (snapshot-split.ts), each asked for when first needed. */
  deferredSnapshot?: DeferredPartReader;
  /** Start from the seed, forgetting what earlier sessions saved (`?offline-reset`). */
  forgetSaved?: boolean;
}

let persistence: Persistence | undefined;
let snapshotText: string | undefined;
let started: Promise<void> | undefined;

const toSeed = () => (snapshotText === undefined ? seedDatabase() : loadSnapshot(snapshotText));

/**
 * Seeds the database (or loads the seed's snapshot), then (in the browser) puts back what earlier
 * sessions wrote and keeps saving what changes. Safe to call more than once.
 */
export const startDatabase = (options: StartDatabaseOptions = {}): Promise<void> => {
  started ??= (async () => {
    snapshotText = options.snapshot;
    readDeferredPartsWith(options.deferredSnapshot);
    await toSeed();
    if (!options.storage) return;
    persistence = createPersistence(options.storage);
    keepDeferredWritesIn(persistence);
    if (options.forgetSaved) persistence.clear();
    for (const { name, collection, saved } of allCollections()) {
      if (!saved) {
        persistence.forget(name);
        continue;
      }
      // What earlier sessions wrote to a deferred collection goes back once its records are in.
      if (isDeferred(name)) continue;
      await persistence.restore(name, collection);
      persistence.track(name, collection);
    }
  })();
  return started;
};

/** Whether startDatabase() has run in this module graph (test files share one: vite.config.ts). */
export const isDatabaseStarted = (): boolean => started !== undefined;

/**
 * Another snapshot from now on, here and on every reset (a test of the split snapshot: the
 * browser passes its two files to startDatabase()).
 */
export const replaceSnapshot = async (snapshot: string, deferredSnapshot?: DeferredPartReader) => {
  snapshotText = snapshot;
  readDeferredPartsWith(deferredSnapshot);
  await resetDatabase();
};

/** Back to the seed: forgets what was saved and seeds (or loads the snapshot) again. */
export const resetDatabase = async (): Promise<void> => {
  await startDatabase();
  if (!persistence) return toSeed();
  persistence.clear();
  await persistence.withoutSaving(toSeed);
};

export const databaseCollections = allCollections;
