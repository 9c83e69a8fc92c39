import type { Page } from '@playwright/test';
import { routes, type RouteMeta } from '@/config/paths';
import { PRACTICE_HOME } from './auth-support';
import { goInApp } from './navigation';
import { settleAnimations } from './axe';
import { controlsUsable, cutText, layerInView } from './page-checks';
import {
  ADMIN_ROUTES,
  addressOf,
  recordPageOf,
  selectedPracticeOf,
  SIGNED_IN_ROUTES,
  type SignedInRoute,
} from './sweep-routes';
import { expect, test } from './test';

export const DESK = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/** How long a screen may show a spinner or a placeholder before it counts as never ending. */
const SPINNER_BOUND = 10_000;

/**
 * The API's answers of "nothing yet" that the contracts document as 404 and the screens say in
 * place (a practice without a schedule, services that never logged): not a failure.
 */
const NOTHING_YET = [
  /\/api\/practices\/[^/]+\/schedule\/columns$/,
  /\/api\/practices\/[^/]+\/last-service-log$/,
];

/**
 * Every page error, console error and failed API answer of the page, as they come; the sweep
 * takes them out after each screen, so that each is told with the screen that caused it.
 * Chromium's own "Failed to load resource" line is left to the answers: it does not say which.
 */
export const watchPageProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource:')) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() < 400 || !pathname.startsWith('/api/')) return;
    if (response.status() === 404 && NOTHING_YET.some((path) => path.test(pathname))) return;
    problems.push(`${response.status()} from ${response.request().method()} ${pathname}`);
  });
  return problems;
};

/**
 * Whether each practice the page read misses required information: `missingInformation` of its
 * GET /practices/{id} answer, which the session keeps (session-load.ts). The welcome dialog then
 * opens on each of its communications routes (welcome-dialog.tsx).
 */
export const watchMissingInformation = (page: Page): ReadonlyMap<string, boolean> => {
  const practices = new Map<string, boolean>();
  page.on('response', async (response) => {
    const practiceId = /^\/api\/practices\/([^/]+)$/.exec(new URL(response.url()).pathname)?.[1];
    if (!practiceId || response.request().method() !== 'GET' || !response.ok()) return;
    const answer = (await response.json().catch(() => undefined)) as
      { missingInformation?: unknown } | undefined;
    if (typeof answer?.missingInformation === 'boolean') practices.set(practiceId, answer.missingInformation);
  });
  return practices;
};

export interface SweepRun {
  page: Page;
  /** Whether the profile holds a system role: the administration opens, or sends home. */
  systemAdmin: boolean;
  /** Where each screen was seen, in turn: 0 starts at 1280 px, 1 at 375 px. */
  firstWidth: 0 | 1;
  problems: string[];
  /** What watchMissingInformation() saw: whether to expect the welcome dialog. */
  missingInformation: ReadonlyMap<string, boolean>;
  /** The routes to visit, in the order of the route table; all of them unless told. */
  only?: readonly SignedInRoute[];
}

/** Where a route may end: its own address, or the screen the guards show instead (navigation-guard.ts). */
const landingOf = (route: SignedInRoute, path: string, systemAdmin: boolean): RegExp => {
  const own = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const meta: RouteMeta = routes[route];
  if (meta.systemAdmin && !systemAdmin) return PRACTICE_HOME;
  // The module and the permission belong to the practice and the token: either way is handled.
  if (meta.automatedCommunications) return new RegExp(`(${own}|/not-supported)$`);
  if (meta.analytik) return new RegExp(`(${own}|/not-supported\\?reason=analytik)$`);
  return new RegExp(`${own}$`);
};

/**
 * One screen, looked at as a person would: not sent to /login, where the guards say it goes, a
 * heading and something under it in the main area, no spinner or placeholder left after 10 s,
 * no page or console error; at 375 px nothing scrolling sideways; at either width no control
 * that cannot be used and no text cut short. Soft: one pass of the sweep tells every finding.
 */
const checkScreen = async (
  run: SweepRun,
  path: string,
  landing: RegExp,
  narrow: boolean,
  welcome: boolean | undefined,
) => {
  const { page } = run;
  const what = `${path} at ${narrow ? PHONE.width : DESK.width} px`;
  await page.setViewportSize(narrow ? PHONE : DESK);
  await goInApp(page, path);
  // By tag, not by role: an open dialog (the welcome dialog of a practice missing information)
  // hides the page from the accessibility tree, not from the eyes.
  const main = page.locator('main');
  const heading = main.locator('h1');
  await expect.soft(heading, `${what}: a heading`).toBeVisible();
  await expect.soft(page, `${what}: not sent to sign in`).not.toHaveURL(/\/login/);
  await expect.soft(page, `${what}: where the guards send it`).toHaveURL(landing);
  await expect
    .soft(page.locator('.fui-Spinner, .fui-Skeleton'), `${what}: a spinner that never ends`)
    .toHaveCount(0, { timeout: SPINNER_BOUND });
  const title = (await heading.allInnerTexts()).join(' ');
  const content = (await main.innerText().catch(() => '')).replace(title, '').trim();
  expect.soft(content, `${what}: the main area under its heading`).not.toBe('');
  if (narrow) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${what}: scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The welcome dialog of a practice missing information opens on a communications route once
  // its code has loaded; it covers the page on purpose: its own controls then, once drawn. Waited
  // for when the practice's answer says it comes; a practice whose answer the sweep did not see
  // gets 1.5 s for it to show, as a guess (a fixed wait on each such screen).
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  if (/\/communications\//.test(page.url())) {
    if (welcome) await expect.soft(dialog.first(), `${what}: the welcome dialog`).toBeVisible();
    else if (welcome === undefined)
      await dialog
        .first()
        .waitFor({ timeout: 1_500 })
        .catch(() => {});
  }
  await settleAnimations(page);
  const scope = layerInView(page);
  await controlsUsable(scope, `${what}: controls that cannot be used`, { soft: true });
  expect.soft(await cutText(scope), `${what}: text cut short`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(run.problems.splice(0), `${what}: page and console errors`).toEqual([]);
};

/**
 * The routes a run visits, in the route table's order. A profile without a system role is sent
 * home from every route of the administration by one rule (navigation-guard.ts): the first of
 * them shows it; the others would look at the same home screen again, a minute of the stage
 * over the sweep. They come last in the table, so the widths of the other routes do not move.
 */
const routesOf = (run: SweepRun): readonly SignedInRoute[] => {
  if (run.only) return run.only;
  if (run.systemAdmin) return SIGNED_IN_ROUTES;
  return SIGNED_IN_ROUTES.filter((route) => !ADMIN_ROUTES.includes(route) || route === ADMIN_ROUTES[0]);
};

/**
 * Visits the signed-in routes in the app (no reload: routesOf), each record page the lists link
 * to, and checks each screen; the width alternates from one screen to the next, starting at
 * `firstWidth`.
 */
export const sweepRoutes = async (run: SweepRun): Promise<void> => {
  const { page } = run;
  const practiceId = await selectedPracticeOf(page);
  const welcome = practiceId === undefined ? undefined : run.missingInformation.get(practiceId);
  let count = 0;
  const visit = async (route: SignedInRoute, path: string) => {
    const narrow = (count++ + run.firstWidth) % 2 === 1;
    await test.step(path, () =>
      checkScreen(run, path, landingOf(route, path, run.systemAdmin), narrow, welcome),
    );
  };
  for (const route of routesOf(run)) {
    const path = await addressOf(route, { page, practiceId });
    if (!path) continue;
    await visit(route, path);
    const record = await recordPageOf(page, route);
    if (record) await visit(route, record);
  }
};
