/**
 * The JavaScript budgets of the budgeted pages (docs/decisions/009 and 014):
 *   npm run budget:size [-- --no-build] [-- --composition] [-- --page login --page confirmation]
 * Builds the production bundle (fake user pool), serves it with `vite preview`, opens each page in
 * a fresh headless Chromium, waits until it is usable and the network has gone idle, then sums
 * the gzip size of every JavaScript response. Prints them by file, and exits 1 when a page is
 * over its budget (/login 180 KB, /confirmation 120 KB). --composition adds the loaded chunks'
 * bytes by package (from Rolldown's module list).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { selectPages, type BudgetedPage } from './budgeted-pages';
import { compositionByOwner, formatComposition, type BuiltChunk } from './bundle-composition';
import { formatSizeTable, isJavaScript, sizeReport, toJsFile, type JsFile, type SizeReport } from './js-size';
import {
  BUDGET_OUT_DIR,
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
    composition: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true, default: [] },
  },
});

/** The JavaScript a fresh visit to a page downloads before it is usable. */
const measure = async (baseUrl: string, target: BudgetedPage): Promise<JsFile[]> => {
  const browser = await chromium.launch({
    ...(SYSTEM_CHROMIUM ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<JsFile | undefined>[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const url = response.url();
          if (!isJavaScript(url, response.headers()['content-type'])) return undefined;
          // The decoded body: gzip it ourselves whether or not the server did.
          return toJsFile(url, await response.body());
        })(),
      );
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    if (pageErrors.length > 0) throw new Error(`${target.name} failed:\n${pageErrors.join('\n')}`);
    // Signed out with a fake pool: anything but the app's own files is a call it must not make.
    const foreign = requests.filter((request) => !request.includes(` ${baseUrl}/`));
    if (foreign.length > 0)
      throw new Error(`${target.name} made network calls off its origin:\n${foreign.join('\n')}`);
    // Neither page calls the API by itself: /login is signed out, and /confirmation waits for
    // the patient's press (mail scanners open links).
    const apiCalls = requests.filter((request) => request.includes(`${baseUrl}/api/`));
    if (apiCalls.length > 0)
      throw new Error(`${target.name} called the API on its own:\n${apiCalls.join('\n')}`);
    const files = await Promise.all(pending);
    return files.filter((file): file is JsFile => file !== undefined);
  } finally {
    await browser.close();
  }
};

const printComposition = (target: BudgetedPage, report: SizeReport, chunks: BuiltChunk[]) => {
  const loaded = new Set(report.files.map((file) => basename(file.path)));
  const shares = compositionByOwner(
    chunks.filter((chunk) => loaded.has(basename(chunk.fileName))),
    ROOT,
  );
  console.log(
    `\nWhat the JavaScript of ${target.name} is made of (by package or source folder):\n${formatComposition(shares)}`,
  );
};

const main = async () => {
  const targets = selectPages(flags.page);
  const chunks = flags['no-build'] ? [] : await buildForBudget();
  const server = await serveBudgetBuild(budgetPort(4180));
  const reports: Record<string, SizeReport & { path: string }> = {};
  try {
    for (const target of targets) {
      const report = sizeReport(await measure(server.url, target), target.jsBudgetBytes);
      reports[target.name] = { path: target.path, ...report };
      console.log(`\n${formatSizeTable(report, target.path.split('?')[0] ?? target.path)}`);
      if (flags.composition && chunks.length > 0) printComposition(target, report, chunks);
    }
  } finally {
    await server.close();
  }
  const reportsDir = resolve(ROOT, 'reports');
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    resolve(reportsDir, 'budget-page-size.json'),
    `${JSON.stringify({ build: BUDGET_OUT_DIR, pages: reports }, null, 2)}\n`,
  );
  const over = Object.entries(reports).filter(([, report]) => !report.withinBudget);
  if (over.length > 0) {
    console.log(`\nOver budget: ${over.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
};

await main();
