/**
 * `npm test`: every check CI runs, stage by stage, then a table of each stage's duration and the
 * closing line "N passed, N failed" summed over the JUnit reports of the unit and browser suites.
 * Lint, types and format run side by side (each is mostly single-threaded); the suites run one after the other,
 * each using every core. Stops at the first stage that fails, after printing the table.
 *   npm test                          everything
 *   npm test -- --only unit,browser   some stages (names below)
 * .ci/run passes the install's duration in TEST_STAGES_INSTALL_SECONDS for the table.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closingLine, junitTotals } from './junit-totals';

interface Stage {
  name: string;
  /** npm scripts run one after the other. */
  scripts: string[];
}

/**
 * Stages of one group run at the same time. The contracts come first and alone: generate:check
 * rewrites src/api/generated, which lint and types read.
 */
const GROUPS: Stage[][] = [
  [{ name: 'contracts', scripts: ['contract:lint', 'generate:check'] }],
  // ESLint (type-aware) is the longest of the three: the catalogues and Prettier run beside it
  // rather than after it (46 s, 19 s and 14 s alone on a quiet 2-core machine).
  [
    { name: 'lint', scripts: ['lint'] },
    { name: 'types', scripts: ['typecheck'] },
    { name: 'format', scripts: ['i18n:check', 'format:check'] },
  ],
  [{ name: 'unit', scripts: ['test:unit'] }],
  // The backend team's kit, packed, installed from its tarball and run against the HTTP offline API.
  [{ name: 'kit', scripts: ['test:kit'] }],
  [{ name: 'browser', scripts: ['test:e2e'] }],
  [{ name: 'budgets', scripts: ['test:budget'] }],
];

const ROOT = join(import.meta.dirname, '..', '..');
const REPORTS = join(ROOT, 'reports');

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((name) => name.trim());

interface Result {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Runs an npm script; with `buffer`, its output is printed in one piece once it ends. */
const runScript = (script: string, buffer: boolean): Promise<boolean> =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      if (buffer) process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });

const runStage = async (stage: Stage, buffer: boolean): Promise<Result> => {
  const started = performance.now();
  let ok = true;
  for (const script of stage.scripts) {
    if (!buffer) console.log(`\n=== ${stage.name}: npm run ${script}`);
    ok = await runScript(script, buffer);
    if (buffer) console.log(`=== ${stage.name}: npm run ${script} ${ok ? 'passed' : 'FAILED'}`);
    if (!ok) break;
  }
  return { name: stage.name, seconds: (performance.now() - started) / 1000, ok };
};

const formatSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const printTable = (results: Result[], wallSeconds: number) => {
  const install = Number(process.env.TEST_STAGES_INSTALL_SECONDS);
  const rows: [string, string, string][] = [];
  if (Number.isFinite(install) && install > 0) rows.push(['install', formatSeconds(install), 'passed']);
  for (const { name, seconds, ok } of results)
    rows.push([name, formatSeconds(seconds), ok ? 'passed' : 'FAILED']);
  const total = wallSeconds + (Number.isFinite(install) ? install : 0);
  rows.push([
    'total (wall clock)',
    formatSeconds(total),
    results.every((result) => result.ok) ? 'passed' : 'FAILED',
  ]);
  console.log('\n| stage | duration (m:ss) | result |\n| --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
};

rmSync(REPORTS, { recursive: true, force: true });
const started = performance.now();
const results: Result[] = [];
for (const group of GROUPS) {
  const stages = group.filter((stage) => !only || only.includes(stage.name));
  if (stages.length === 0) continue;
  const buffer = stages.length > 1;
  const groupResults = await Promise.all(stages.map((stage) => runStage(stage, buffer)));
  results.push(...groupResults);
  if (groupResults.some((result) => !result.ok)) break;
}
printTable(results, (performance.now() - started) / 1000);
console.log(closingLine(junitTotals(REPORTS)));
process.exit(results.every((result) => result.ok) ? 0 : 1);
