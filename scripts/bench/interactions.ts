/**
 * `npm run bench:interactions [-- --cpu 4] [-- --runs 5] [-- --mode remote|offline]`: the front
 * desk's interactions on a production build, the CPU slowed `--cpu` times (Chrome's throttling; 4
 * is Lighthouse's mobile factor, a modest office PC), each timed `--runs` times after a warm-up
 * (tests/bench/interactions.bench.spec.ts, one worker so that no other test shares the cores).
 * `remote` (the default): the build for a real backend against the HTTP offline API, so the page
 * does only the client's work (docs/decisions/025-interactions-measured-against-a-backend.md);
 * `offline`: the offline mode, its API and Cognito emulator running in the page, slowed with it.
 * Prints the medians against the targets (checked at 4× in the remote mode) and exits 1 when one
 * is missed; the numbers are in reports/bench-interactions.json. docs/tests-and-budgets.md,
 * "Timings", says how to read them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, runSpecAlone } from '../e2e/run-spec-alone';
import { formatBenchTable, type BenchReport } from './bench-report';

const { values } = parseArgs({
  options: {
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
    mode: { type: 'string', default: 'remote' },
  },
});
if (values.mode !== 'remote' && values.mode !== 'offline') {
  console.error(`--mode is remote or offline, not ${values.mode}`);
  process.exit(2);
}

const status = runSpecAlone('bench', 'tests/bench/interactions.bench.spec.ts', {
  E2E_BENCH: '1',
  BENCH_MODE: values.mode,
  // The offline mode needs no remote servers: the run builds only what it measures.
  ...(values.mode === 'offline' ? { E2E_REMOTE: 'off' } : {}),
  BENCH_CPU: values.cpu,
  BENCH_RUNS: values.runs,
});
if (status !== 0) process.exit(status);

const report = JSON.parse(
  readFileSync(resolve(ROOT, 'reports/bench-interactions.json'), 'utf8'),
) as BenchReport;
const { table, missed } = formatBenchTable(report);
console.log(`\n${table}`);
if (missed.length > 0) {
  console.log(`\nTargets missed at ${report.cpu}× CPU: ${missed.join('; ')}`);
  process.exitCode = 1;
}
