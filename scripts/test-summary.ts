/**
 * Prints one closing line for CI, "N passed, N failed", summed over the JUnit reports that the
 * unit and browser suites wrote to reports/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'reports');
const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('-junit.xml')) : [];
let tests = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  const xml = readFileSync(join(dir, file), 'utf8');
  // The <testsuites> element carries the totals of the whole report.
  const totals = /<testsuites[^>]*>/.exec(xml)?.[0] ?? '';
  const count = (name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(totals)?.[1] ?? 0);
  tests += count('tests');
  failed += count('failures') + count('errors');
  skipped += count('skipped');
}
console.log(`${tests - failed - skipped} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
