/**
 * Seeds the offline database and writes it as JSON (takeSnapshot()) to the file given as the
 * first argument; prints how long the seed took and the moment it runs up to. With a second
 * file, the snapshot is split (mocks/db/snapshot-split.ts): the first file holds what a page
 * loads at start, the second the deferred records. Run by the offline-db Vite plugin
 * (scripts/offline/offline-db-plugin.ts).
 */
import { writeFileSync } from 'node:fs';
import { seedDatabase, takeSnapshot } from '../../mocks/db/database';
import { splitSnapshot } from '../../mocks/db/snapshot-split';
import { smsMonthUsedFacts } from '../../mocks/handlers/communication-usage';

const [file, deferredFile] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/offline/write-db-snapshot.ts <file> [<deferred file>]');
const started = performance.now();
await seedDatabase();
const seedMs = Math.round(performance.now() - started);
const snapshot = takeSnapshot();
if (deferredFile) {
  const { first, deferred } = splitSnapshot(snapshot, smsMonthUsedFacts());
  writeFileSync(file, JSON.stringify(first));
  writeFileSync(deferredFile, JSON.stringify(deferred));
} else writeFileSync(file, JSON.stringify(snapshot));
console.log(JSON.stringify({ seedMs, now: snapshot.now }));
