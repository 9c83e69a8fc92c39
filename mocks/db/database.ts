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
    Object.entries(area.collections).map(([name, collection]) => ({ name, collection })),
  );

/** Empties every collection and seeds it again: identical on every run. */
export const seedDatabase = async (): Promise<void> => {
  for (const { collection } of allCollections()) collection.clear();
  for (const area of areas) await area.seed();
};

let persistence: Persistence | undefined;
let started: Promise<void> | undefined;

/**
 * Seeds the database, then (in the browser) puts back what earlier sessions wrote and keeps
 * saving what changes. Safe to call more than once.
 */
export const startDatabase = (storage?: Storage): Promise<void> => {
  started ??= (async () => {
    await seedDatabase();
    if (!storage) return;
    persistence = createPersistence(storage);
    for (const { name, collection } of allCollections()) {
      await persistence.restore(name, collection);
      persistence.track(name, collection);
    }
  })();
  return started;
};

/** Back to the seed: forgets what was saved and seeds again. */
export const resetDatabase = async (): Promise<void> => {
  await startDatabase();
  if (!persistence) return seedDatabase();
  persistence.clear();
  await persistence.withoutSaving(seedDatabase);
};

export const databaseCollections = allCollections;
