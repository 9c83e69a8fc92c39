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
import { loadTrustedRecords } from './bulk-load';
import { SEED_VERSION } from '../config';
import { restartSeedClock, seedNow, setSeedNow } from './seed-clock';
import { packRecords, unpackRecords, type SnapshotRecords } from './snapshot-packing';

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
  restartSeedClock();
  for (const area of areas) area.clearMemory?.();
  for (const { collection } of allCollections()) collection.all().length = 0;
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
}

export const takeSnapshot = (): DatabaseSnapshot => ({
  seedVersion: SEED_VERSION,
  now: seedNow().toISOString(),
  collections: Object.fromEntries(
    allCollections().map(({ name, collection }) => [name, packRecords(collection.all())]),
  ),
});

/** Puts the database in the state of a snapshot. The text is parsed anew: handlers may mutate records. */
const loadSnapshot = async (text: string): Promise<void> => {
  const snapshot = JSON.parse(text) as DatabaseSnapshot;
  if (snapshot.seedVersion !== SEED_VERSION) {
    throw new Error(`The offline database snapshot is of seed ${snapshot.seedVersion}, not ${SEED_VERSION}`);
  }
  setSeedNow(snapshot.now);
  for (const area of areas) area.clearMemory?.();
  for (const { name, collection } of allCollections()) {
    const records = snapshot.collections[name];
    if (!records) throw new Error(`The offline database snapshot has no collection "${name}"`);
    await loadTrustedRecords(collection, unpackRecords(records));
  }
};

export interface StartDatabaseOptions {
  /** Where what the offline API writes is kept across reloads (the browser's localStorage). */
  storage?: Storage;
  /** JSON text of takeSnapshot() after seeding: loaded instead of seeding, here and on every reset. */
  snapshot?: string;
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
    await toSeed();
    if (!options.storage) return;
    persistence = createPersistence(options.storage);
    if (options.forgetSaved) persistence.clear();
    for (const { name, collection, saved } of allCollections()) {
      if (!saved) {
        persistence.forget(name);
        continue;
      }
      await persistence.restore(name, collection);
      persistence.track(name, collection);
    }
  })();
  return started;
};

/** Whether startDatabase() has run in this module graph (test files share one: vite.config.ts). */
export const isDatabaseStarted = (): boolean => started !== undefined;

/** Back to the seed: forgets what was saved and seeds (or loads the snapshot) again. */
export const resetDatabase = async (): Promise<void> => {
  await startDatabase();
  if (!persistence) return toSeed();
  persistence.clear();
  await persistence.withoutSaving(toSeed);
};

export const databaseCollections = allCollections;
