/**
 * The Lighthouse budgets of the budgeted pages (docs/decisions/009 and 014):
 *   npm run budget:lighthouse [-- --no-build] [-- --runs 3] [-- --page login] [-- --preset mobile]
 * Builds the production bundle (as budget:size does), serves it with `vite preview`, runs
 * Lighthouse on each page in the system's headless Chromium with the page's preset (/login:
 * desktop, for clinic desks; /confirmation and /preferences: mobile, for patients' phones; --preset overrides),
 * keeps the median run (by performance score) of --runs, writes reports/lighthouse-<page>.{json,html},
 * and exits 1 when a page scores below 95 performance or 100 accessibility.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { selectPages, type BudgetedPage, type Preset } from './budgeted-pages';
import { evaluateScores, formatScores, medianRun } from './lighthouse-scores';
import { startMockServer } from '../../mocks/server';
import { pinOfflineToday } from '../offline/pinned-today';
import {
  BUDGET_API_PORT,
  buildForBudget,
  budgetPort,
  ROOT,
  serveBudgetBuild,
  SYSTEM_CHROMIUM,
} from './production-build';
import { CHROMIUM_ARGS } from '../e2e/chromium-args';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    preset: { type: 'string' },
    page: { type: 'string', multiple: true, default: [] },
  },
});

const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs expects a positive integer, got ${flags.runs}`);
const presetOverride = flags.preset;
if (presetOverride !== undefined && presetOverride !== 'mobile' && presetOverride !== 'desktop')
  throw new Error(`--preset expects mobile or desktop, got ${presetOverride}`);

const runLighthouse = async (url: string, port: number, preset: Preset): Promise<RunnerResult> => {
  const settings: Flags = {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, settings, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned no result');
  return result;
};

/** The median of `runs` runs of one page, its report written; whether it met the thresholds. */
const auditPage = async (baseUrl: string, port: number, target: BudgetedPage): Promise<boolean> => {
  const preset = presetOverride ?? target.preset ?? 'desktop';
  const url = `${baseUrl}${target.path}`;
  const results: RunnerResult[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await runLighthouse(url, port, preset);
    console.log(
      `${target.name} run ${run}/${runs}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, accessibility ${Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100)}`,
    );
    // A run that could not score (a category's score is null: "0" above) says why, since only
    // the median run's report is kept. Seen once on /login's first run in CI.
    const failures = Object.values(result.lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'no message'}`);
    if (result.lhr.runtimeError)
      failures.unshift(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    if (failures.length > 0) console.log(`  could not measure: ${failures.join('; ')}`);
    results.push(result);
  }
  // The median run, not the best one: one run on a busy machine can lose ten points to a long
  // task that is not the page's, and the best of several would hide a real regression.
  const chosen = medianRun(results, (result) => result.lhr);
  const reportsDir = resolve(ROOT, 'reports');
  mkdirSync(reportsDir, { recursive: true });
  const [json, html] = chosen.report as string[];
  writeFileSync(resolve(reportsDir, `lighthouse-${target.name}.json`), json ?? '');
  writeFileSync(resolve(reportsDir, `lighthouse-${target.name}.html`), html ?? '');

  const scores = evaluateScores(chosen.lhr);
  console.log(`\nLighthouse ${chosen.lhr.lighthouseVersion}, ${preset} preset, ${url} (median of ${runs}):`);
  console.log(formatScores(scores, chosen.lhr));
  console.log(`\nReport: reports/lighthouse-${target.name}.html\n`);
  return scores.every((score) => score.pass);
};

const main = async () => {
  // Lighthouse audits the signed-out pages: a signed-in one has no preset of its own.
  const targets = selectPages(flags.page).filter((target) => target.preset !== undefined);
  if (!flags['no-build']) await buildForBudget();
  const server = await serveBudgetBuild(budgetPort(4181));
  // A page that reads as it opens (the patient's page) needs its backend: the HTTP offline API.
  const needsApi = targets.some((target) => target.opensWith);
  if (needsApi) pinOfflineToday();
  const api = needsApi ? await startMockServer(BUDGET_API_PORT, { allowedOrigins: [server.url] }) : undefined;
  const chrome = await launch({
    ...(SYSTEM_CHROMIUM ? { chromePath: SYSTEM_CHROMIUM } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  try {
    const failed: string[] = [];
    for (const target of targets)
      if (!(await auditPage(server.url, chrome.port, target))) failed.push(target.name);
    if (failed.length > 0) {
      console.log(`Below the thresholds: ${failed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    await server.close();
    if (api) await new Promise<void>((resolve) => api.close(() => resolve()));
  }
};

await main();
