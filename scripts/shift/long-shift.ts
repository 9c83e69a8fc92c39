/**
 * `npm run shift [-- --navigations 2000]`: the long shift of tests/shift/long-shift.spec.ts with
 * as many navigations and page changes as asked (CI runs 100), one worker, the offline mode
 * only; then the heap, DOM nodes and listeners after the warm-up, after 100, 500 and 2,000
 * navigations and at the end, from reports/long-shift.json. Exits 1 when the spec fails (a
 * growth past its bound, scripts/shift/shift-memory.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, runSpecAlone } from '../e2e/run-spec-alone';
import { formatShiftTable, type ShiftReport } from './shift-memory';

const { values } = parseArgs({ options: { navigations: { type: 'string', default: '2000' } } });
const navigations = Number(values.navigations);
if (!Number.isInteger(navigations) || navigations < 1) {
  console.error(`--navigations is a whole number of at least 1, not ${values.navigations}`);
  process.exit(2);
}

// The shift needs no remote servers: the run builds only the offline mode.
const status = runSpecAlone('shift', 'tests/shift/long-shift.spec.ts', {
  SHIFT_NAVIGATIONS: String(navigations),
  E2E_REMOTE: 'off',
});

const report = JSON.parse(readFileSync(resolve(ROOT, 'reports/long-shift.json'), 'utf8')) as ShiftReport;
console.log(`\n${formatShiftTable(report)}`);
process.exit(status);
