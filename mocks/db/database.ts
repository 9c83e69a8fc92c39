import { createPersistence, type Persistence } from './persistence';
import type { DatabaseArea } from './area';
import { administrationArea } from './administration';
import { toolsArea } from './tools';
import { clinicGroupsArea } from './clinic-groups';
import { analytikArea } from './analytik';
import { communicationArea } from './communication';
import { publicArea } from './public';
import { pricingArea } from './pricing';
import { practicesArea } from './practices';
import { usersArea } from './users';
import { cognitoArea } from '../cognito/cognito-area';
import { appendTrustedRecords, loadTrustedRecords } from './bulk-load';
import { forgetKept, holdsSnapshot, keepSnapshot } from './kept-records';
import { SEED_VERSION } from '../config';
import { restartSeedClock, seedNow, setSeedNow } from './seed-clock';
import { packRecords, unpackRecords, type SnapshotRecords } from './snapshot-packing';
import { partMayHold, setDeferredFacts, type DeferredPart, type DeferredScope } from './snapshot-split';

/** Reads the text of one deferred part (snapshot-split.ts) by its id. */
export type DeferredPartReader = (partId: string) => Promise<string>;

let deferredText: DeferredPartReader | undefined;

interface WaitingPart {
  part: DeferredPart;
  loading?: Promise<void>;
}

/**
 * The collections of the snapshot waiting for some of their records, and the parts not loaded yet
 * (each with its load once asked for).
 */
let deferred:
  | {
      names: string[];
      parts: WaitingPart[];
      /** Parts are read side by side and added one after the other, in this chain. */
      adding: Promise<void>;
      /** Once every part is in: what earlier sessions wrote goes back. */
      complete?: Promise<void>;
    }
  | undefined;

/** Seeding order: an area may read the areas listed before it. */
const areas: DatabaseArea[] = [
  administrationArea,
  practicesArea,
  communicationArea,
  publicArea,
  pricingArea,
  toolsArea,
  clinicGroupsArea,
  usersArea,
  analytikArea,
  cognitoArea,
];

const allCollections = () =>
  areas.flatMap((area) =>
    Object.entries(area.collections).map(([name, collection]) => ({
      name,
      collection,
      saved: !area.memoryOnly?.includes(name),
    })),
  );

/**
 * Empties every collection and seeds it again, up to now (or the pinned day: seed-clock.ts):
 * identical on every run of the same pinned day.
 */
export const seedDatabase = async (): Promise<void> => {
  deferred = undefined;
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
  deferred = snapshot.deferred?.length
    ? {
        names: snapshot.deferred,
        parts: (snapshot.deferredParts ?? []).map((part) => ({ part })),
        adding: Promise.resolve(),
      }
    : undefined;
  setDeferredFacts(snapshot.deferredFacts ?? {});
  if (deferred && !deferredText) throw new Error('The offline database snapshot lacks its deferred records');
  if (snapshot.seedVersion !== SEED_VERSION) {
    throw new Error(`The offline database snapshot is of seed ${snapshot.seedVersion}, not ${SEED_VERSION}`);
  }
  setSeedNow(snapshot.now);
  for (const area of areas) area.clearMemory?.();
  for (const { name, collection } of allCollections()) {
    const records = snapshot.collections[name];
    if (!records) throw new Error(`The offline database snapshot has no collection "${name}"`);
    const large = !deferred && !Array.isArray(records);
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
    deferredText = options.deferredSnapshot;
    await toSeed();
    if (!options.storage) return;
    persistence = createPersistence(options.storage);
    if (options.forgetSaved) persistence.clear();
    for (const { name, collection, saved } of allCollections()) {
      if (!saved) {
        persistence.forget(name);
        continue;
      }
      // What earlier sessions wrote to a deferred collection goes back once its records are in.
      if (deferred?.names.includes(name)) continue;
      await persistence.restore(name, collection);
      persistence.track(name, collection);
    }
  })();
  return started;
};

const trackedDeferred = new Set<string>();

type Waiting = NonNullable<typeof deferred>;

/** Reads one part and adds its records to their collections. */
const loadPart = async (waiting: Waiting, entry: WaitingPart, readText: DeferredPartReader) => {
  const records = JSON.parse(await readText(entry.part.id)) as Record<string, SnapshotRecords>;
  const add = async () => {
    for (const { name, collection } of allCollections()) {
      const loaded = records[name];
      // A reset made another snapshot current: these records are not its.
      if (deferred !== waiting) return;
      if (waiting.names.includes(name) && loaded)
        await appendTrustedRecords(collection, unpackRecords(loaded));
    }
  };
  const added = waiting.adding.then(() => (persistence ? persistence.withoutSaving(add) : add()));
  waiting.adding = added.catch(() => undefined);
  await added;
};

/** Every part is in: the collections are whole, and what earlier sessions wrote to them goes back. */
const completeDeferred = async (waiting: Waiting) => {
  await waiting.adding;
  if (deferred !== waiting) return;
  deferred = undefined;
  for (const { name, collection, saved } of allCollections()) {
    if (!persistence || !saved || !waiting.names.includes(name) || trackedDeferred.has(name)) continue;
    await persistence.restore(name, collection);
    persistence.track(name, collection);
    trackedDeferred.add(name);
  }
};

/**
 * Loads the records of the snapshot's deferred parts that may hold what a handler reads (`scope`:
 * one practice's records, those from an instant on; without it, every part), each part once.
 * Once every part is in, what earlier sessions wrote to those collections goes back.
 * Resolves at once when nothing waits.
 */
export const loadDeferredRecords = async (scope: DeferredScope = {}): Promise<void> => {
  const waiting = deferred;
  if (!waiting || !deferredText) return;
  const readText = deferredText;
  const needed = waiting.parts.filter(({ part }) => partMayHold(part, scope));
  await Promise.all(needed.map((entry) => (entry.loading ??= loadPart(waiting, entry, readText))));
  // A reset while a file was read made another snapshot current: the caller needs that one.
  if (deferred !== waiting) return loadDeferredRecords(scope);
  if (waiting.parts.some((entry) => entry.loading === undefined)) return;
  await (waiting.complete ??= completeDeferred(waiting));
};

/** Whether a collection still waits for its deferred records (loadDeferredRecords()). */
export const isDeferred = (name: string): boolean => deferred?.names.includes(name) ?? false;

/** Whether startDatabase() has run in this module graph (test files share one: vite.config.ts). */
export const isDatabaseStarted = (): boolean => started !== undefined;

/**
 * Another snapshot from now on, here and on every reset (a test of the split snapshot: the
 * browser passes its two files to startDatabase()).
 */
export const replaceSnapshot = async (snapshot: string, deferredSnapshot?: DeferredPartReader) => {
  snapshotText = snapshot;
  deferredText = deferredSnapshot;
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
