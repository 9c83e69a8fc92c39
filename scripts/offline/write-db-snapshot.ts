/**
 * Seeds the offline database and writes it as JSON (takeSnapshot()) to the file given as the
 * first argument; prints how long the seed took and the moment it runs up to. With a folder as
 * second argument, the snapshot is split (mocks/db/snapshot-split.ts): the file holds what a page
 * loads at start, the folder one `<part id>.json` per part of the deferred records. Run by the
 * offline-db Vite plugin (scripts/offline/offline-db-plugin.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDatabase, takeSnapshot } from '../../mocks/db/database';
import { splitSnapshot } from '../../mocks/db/snapshot-split';
import { smsMonthUsedFacts } from '../../mocks/handlers/communication-usage';

const [file, deferredFolder] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/offline/write-db-snapshot.ts <file> [<deferred folder>]');
const started = performance.now();
await seedDatabase();
const seedMs = Math.round(performance.now() - started);
const snapshot = takeSnapshot();
if (deferredFolder) {
  const { first, parts } = splitSnapshot(snapshot, smsMonthUsedFacts());
  writeFileSync(file, JSON.stringify(first));
  mkdirSync(deferredFolder, { recursive: true });
  for (const [id, records] of Object.entries(parts))
    writeFileSync(join(deferredFolder, `${id}.json`), JSON.stringify(records));
} else writeFileSync(file, JSON.stringify(snapshot));
console.log(JSON.stringify({ seedMs, now: snapshot.now }));
