/**
 * The JavaScript budgets of the budgeted pages (docs/decisions/009, 014 and 023):
 *   npm run budget:size [-- --no-build] [-- --composition] [-- --page login --page history]
 * Builds the production bundle (a real backend's configuration), serves it with `vite preview`,
 * opens each page in a fresh headless Chromium (the signed-in ones with the tokens of a sign-in
 * against the HTTP offline API, and an empty cache), waits until it is usable and the network
 * has gone idle, then sums the gzip size of every JavaScript response. Prints them by file, and
 * exits 1 when a page is over its budget (budgeted-pages.ts). --composition adds the loaded
 * chunks' bytes by package (from Rolldown's module list).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { startMockServer } from '../../mocks/server';
import { OFFLINE_PASSWORD } from '../../mocks/cognito/pool-config';
import { pinOfflineToday } from '../offline/pinned-today';
import { selectPages, type BudgetedPage } from './budgeted-pages';
import { compositionByOwner, formatComposition, type BuiltChunk } from './bundle-composition';
import { formatSizeTable, isJavaScript, sizeReport, toJsFile, type JsFile, type SizeReport } from './js-size';
import {
  BUDGET_API_PORT,
  BUDGET_OUT_DIR,
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
    composition: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true, default: [] },
  },
});

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

const launch = () =>
  chromium.launch({
    ...(SYSTEM_CHROMIUM ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: CHROMIUM_ARGS,
  });

/** Signs the account in through the form once: its tokens then open the signed-in pages. */
const signInState = async (baseUrl: string, username: string): Promise<StorageState> => {
  const browser = await launch();
  try {
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?lang=en`);
    await page.getByLabel(/^Username/).fill(username);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(OFFLINE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await browser.close();
  }
};

/** The JavaScript a fresh visit to a page downloads before it is usable (a fresh browser: no cache). */
const measure = async (baseUrl: string, target: BudgetedPage, signedIn?: StorageState): Promise<JsFile[]> => {
  const browser = await launch();
  // A response that arrives once the measure is taken (a late prefetch) is not part of the page's
  // load, and its body can no longer be read once the browser closes: it must not throw then.
  let measured = false;
  try {
    const page = await browser.newPage(signedIn ? { storageState: signedIn, locale: 'en-CA' } : {});
    const pending: Promise<JsFile | undefined>[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const url = response.url();
          if (!isJavaScript(url, response.headers()['content-type'])) return undefined;
          // The decoded body: gzip it ourselves whether or not the server did.
          try {
            return toJsFile(url, await response.body());
          } catch (error) {
            if (measured) return undefined;
            throw error;
          }
        })(),
      );
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    if (pageErrors.length > 0) throw new Error(`${target.name} failed:\n${pageErrors.join('\n')}`);
    if (!target.account) {
      // Signed out: anything but the app's own files is a call it must not make. /login is
      // signed out, /confirmation waits for the patient's press (mail scanners open links), and
      // /preferences reads the patient's choices and nothing else (`opensWith`).
      const foreign = requests.filter(
        (request) => !request.includes(` ${baseUrl}/`) && !target.opensWith?.test(request),
      );
      if (foreign.length > 0)
        throw new Error(`${target.name} made network calls off its origin:\n${foreign.join('\n')}`);
    }
    const files = await Promise.all(pending);
    return files.filter((file): file is JsFile => file !== undefined);
  } finally {
    measured = true;
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
  // The backend and user pool of the signed-in pages and of a page that reads as it opens, on the
  // day the test data is pinned to.
  const needsApi = targets.some((target) => target.account ?? target.opensWith);
  if (needsApi) pinOfflineToday();
  const api = needsApi ? await startMockServer(BUDGET_API_PORT, { allowedOrigins: [server.url] }) : undefined;
  const reports: Record<string, SizeReport & { path: string; targetBytes?: number }> = {};
  try {
    const states = new Map<string, StorageState>();
    for (const target of targets) {
      let state: StorageState | undefined;
      if (target.account) {
        state = states.get(target.account) ?? (await signInState(server.url, target.account));
        states.set(target.account, state);
      }
      const report = sizeReport(await measure(server.url, target, state), target.jsBudgetBytes);
      reports[target.name] = {
        path: target.path,
        ...report,
        ...(target.jsTargetBytes === undefined ? {} : { targetBytes: target.jsTargetBytes }),
      };
      console.log(`\n${formatSizeTable(report, target.path.split('?')[0] ?? target.path)}`);
      if (target.jsTargetBytes !== undefined && report.gzipBytes > target.jsTargetBytes)
        console.log(
          `Target: ${(target.jsTargetBytes / 1000).toFixed(2)} KB gzip, ${((report.gzipBytes - target.jsTargetBytes) / 1000).toFixed(2)} KB to go (decision 023).`,
        );
      if (flags.composition && chunks.length > 0) printComposition(target, report, chunks);
    }
  } finally {
    await server.close();
    if (api) await new Promise<void>((resolve) => api.close(() => resolve()));
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
