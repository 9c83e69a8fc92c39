import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

/** Sums the JUnit reports that the unit and browser suites write to `dir` (reports/). */
export const junitTotals = (dir: string): Totals => {
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
  return { passed: tests - failed - skipped, failed, skipped };
};

/** The closing line CI reads: "N passed, N failed" (", N skipped" when there are any). */
export const closingLine = ({ passed, failed, skipped }: Totals): string =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
