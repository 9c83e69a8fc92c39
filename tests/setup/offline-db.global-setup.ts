import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDatabase, takeSnapshot } from '../../mocks/db/database';
import { pinOfflineToday } from '../../scripts/offline/pinned-today';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the seeded offline database (takeSnapshot()), written once per run. */
    offlineDatabaseSnapshot: string;
  }
}

/**
 * Seeds the offline database once for the whole run. Every test file then loads this snapshot
 * (tests/setup/vitest.setup.ts) in tens of milliseconds, where running faker again took 1.5 s.
 */
export default async function setup(project: TestProject) {
  // The tests' data stops at a fixed day (vite.config.ts gives the test files the same one).
  pinOfflineToday();
  await seedDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'dental-portal-offline-db-'));
  const file = join(folder, 'snapshot.json');
  writeFileSync(file, JSON.stringify(takeSnapshot()));
  project.provide('offlineDatabaseSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
