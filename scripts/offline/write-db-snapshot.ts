/**
 * Seeds the offline database and writes it as JSON (takeSnapshot()) to the file given as the
 * only argument; prints how long the seed took and the moment it runs up to. Run by the
 * offline-db Vite plugin (scripts/offline/offline-db-plugin.ts).
 */
import { writeFileSync } from 'node:fs';
import { seedDatabase, takeSnapshot } from '../../mocks/db/database';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/offline/write-db-snapshot.ts <file>');
const started = performance.now();
await seedDatabase();
const seedMs = Math.round(performance.now() - started);
const snapshot = takeSnapshot();
writeFileSync(file, JSON.stringify(snapshot));
console.log(JSON.stringify({ seedMs, now: snapshot.now }));
