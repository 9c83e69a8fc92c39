/**
 * Seeds the offline database and writes it as JSON (takeSnapshot()) to the file given as the
 * only argument. Run by the offline-db Vite plugin (scripts/offline/offline-db-plugin.ts).
 */
import { writeFileSync } from 'node:fs';
import { seedDatabase, takeSnapshot } from '../../mocks/db/database';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/offline/write-db-snapshot.ts <file>');
await seedDatabase();
writeFileSync(file, JSON.stringify(takeSnapshot()));
