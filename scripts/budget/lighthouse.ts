/**
 * The /login Lighthouse budget (docs/decisions/009-performance-budgets.md):
 *   npm run budget:lighthouse [-- --no-build] [-- --runs 3] [-- --preset desktop|mobile]
 * Builds the production bundle (as budget:size does), serves it with `vite preview`, runs
 * Lighthouse on /login in the system's headless Chromium with the desktop preset (the portal's
 * users work on clinic desktops: see the decision for why not mobile), keeps the median run
 * (by performance score) of --runs, writes reports/lighthouse-login.{json,html}, and exits 1 below 95 performance
 * or 100 accessibility. `--preset mobile` measures Lighthouse's default phone (slow 4G, 4× CPU).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { evaluateScores, formatScores, medianRun } from './lighthouse-scores';
import {
  buildForBudget,
  budgetPort,
  CHROMIUM_ARGS,
  ROOT,
  serveBudgetBuild,
  SYSTEM_CHROMIUM,
} from './production-build';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'desktop' },
  },
});

const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs expects a positive integer, got ${flags.runs}`);
const preset = flags.preset;
if (preset !== 'mobile' && preset !== 'desktop')
  throw new Error(`--preset expects mobile or desktop, got ${preset}`);

const runLighthouse = async (url: string, port: number): Promise<RunnerResult> => {
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

const main = async () => {
  if (!flags['no-build']) await buildForBudget();
  const server = await serveBudgetBuild(budgetPort(4181));
  const chrome = await launch({
    ...(SYSTEM_CHROMIUM ? { chromePath: SYSTEM_CHROMIUM } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  try {
    const url = `${server.url}/login`;
    const results: RunnerResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await runLighthouse(url, chrome.port);
      console.log(
        `run ${run}/${runs}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, accessibility ${Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100)}`,
      );
      results.push(result);
    }
    // The median run, not the best one: one run on a busy machine can lose ten points to a long
    // task that is not the page's, and the best of several would hide a real regression.
    const chosen = medianRun(results, (result) => result.lhr);
    const reportsDir = resolve(ROOT, 'reports');
    mkdirSync(reportsDir, { recursive: true });
    const [json, html] = chosen.report as string[];
    writeFileSync(resolve(reportsDir, 'lighthouse-login.json'), json ?? '');
    writeFileSync(resolve(reportsDir, 'lighthouse-login.html'), html ?? '');

    const scores = evaluateScores(chosen.lhr);
    console.log(
      `\nLighthouse ${chosen.lhr.lighthouseVersion}, ${preset} preset, ${url} (median of ${runs}):`,
    );
    console.log(formatScores(scores, chosen.lhr));
    console.log(`\nReport: reports/lighthouse-login.html`);
    if (scores.some((score) => !score.pass)) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.close();
  }
};

await main();
