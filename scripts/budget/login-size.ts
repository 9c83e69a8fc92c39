/**
 * The /login JavaScript budget (docs/decisions/009-performance-budgets.md):
 *   npm run budget:size [-- --no-build] [-- --composition]
 * Builds the production bundle (fake user pool), serves it with `vite preview`, opens /login in
 * headless Chromium, waits for the sign-in form and for the network to go idle, then sums the
 * gzip size of every JavaScript response. Prints them by file, and exits 1 above 180 KB.
 * --composition adds the loaded chunks' bytes by package (from Rolldown's module list).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { compositionByOwner, formatComposition } from './bundle-composition';
import { formatSizeTable, isJavaScript, sizeReport, toJsFile, type JsFile } from './js-size';
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
  },
});

/** The JavaScript a fresh visit to /login downloads before the form is usable. */
const measureLogin = async (baseUrl: string): Promise<JsFile[]> => {
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
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /sign in|connexion|se connecter/i }).waitFor({ timeout: 15_000 });
    await page.locator('input[type="password"]').waitFor();
    await page.waitForLoadState('networkidle');
    if (pageErrors.length > 0) throw new Error(`The page failed:\n${pageErrors.join('\n')}`);
    // Signed out with a fake pool: anything but the app's own files is a call it must not make.
    const foreign = requests.filter((request) => !request.includes(` ${baseUrl}/`));
    if (foreign.length > 0)
      throw new Error(`/login made network calls off its origin:\n${foreign.join('\n')}`);
    const apiCalls = requests.filter((request) => request.includes(`${baseUrl}/api/`));
    if (apiCalls.length > 0)
      throw new Error(`/login called the API while signed out:\n${apiCalls.join('\n')}`);
    const files = await Promise.all(pending);
    return files.filter((file): file is JsFile => file !== undefined);
  } finally {
    await browser.close();
  }
};

const main = async () => {
  const chunks = flags['no-build'] ? [] : await buildForBudget();
  const server = await serveBudgetBuild(budgetPort(4180));
  try {
    const report = sizeReport(await measureLogin(server.url));
    console.log(formatSizeTable(report));
    if (flags.composition && chunks.length > 0) {
      const loaded = new Set(report.files.map((file) => basename(file.path)));
      const shares = compositionByOwner(
        chunks.filter((chunk) => loaded.has(basename(chunk.fileName))),
        ROOT,
      );
      console.log(
        `\nWhat the /login JavaScript is made of (by package or source folder):\n${formatComposition(shares)}`,
      );
    }
    const reportsDir = resolve(ROOT, 'reports');
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(
      resolve(reportsDir, 'budget-login-size.json'),
      `${JSON.stringify({ build: BUDGET_OUT_DIR, ...report }, null, 2)}\n`,
    );
    if (!report.withinBudget) process.exitCode = 1;
  } finally {
    await server.close();
  }
};

await main();
