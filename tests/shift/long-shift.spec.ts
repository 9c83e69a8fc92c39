import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { preferLanguage, signedInAs, startOnPractice, type SignedInAccount } from '../e2e/support/accounts';
import { expect, test } from '../e2e/support/test';
import { SETTLED } from '../bench/interaction-timing';
import { heapGrowth, type ShiftMemory } from '../../scripts/shift/shift-memory';

/**
 * A front desk's long shift (docs/tests-and-budgets.md, "A long shift"): the portal left open,
 * every signed-in screen visited once (the warm-up: every screen's code, texts and answers in the
 * page), then SHIFT_NAVIGATIONS navigations and page changes in a loop (the drawer's links, the
 * history's next page and a filter, the language switch, the Analytik screens; the administration
 * for a system administrator). The JS heap after a forced garbage collection, the DOM nodes and
 * the event listeners must come back to what they were after the warm-up, within SHIFT_BOUNDS:
 * what a screen leaves behind when it is left would add up over a day. CI runs a short shift;
 * `npm run shift -- --navigations 2000` the full one (scripts/shift/long-shift.ts).
 */
const NAVIGATIONS = Number(process.env.SHIFT_NAVIGATIONS ?? 100);
/** Where the heap is read on the way (as well as at the end). */
const CHECKPOINTS = [100, 500, 2000];
const PLATEAU = 'Clinique dentaire du Plateau';
const ROSEMONT = 'Clinique dentaire Rosemont';

/** One move of the shift; it ends with the screen it opened settled. */
type Step = (page: Page) => Promise<void>;

const settled = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator(SETTLED.join(', '))).toHaveCount(0);
};

/** A link of the drawer, by its address: the same in both languages. */
const drawer =
  (href: string): Step =>
  async (page) => {
    await page.getByRole('navigation').locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await settled(page);
  };

/** The first link of the screen under `prefix` (a practice's Analytik, an administration record). */
const firstLinkUnder =
  (prefix: string): Step =>
  async (page) => {
    await page.locator(`main a[href^="${prefix}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(prefix));
    await settled(page);
  };

/** A metric's own page (its chart or table), from a card of the screen. */
const feesMetric: Step = async (page) => {
  await page.locator('main a[href*="/analytik/practice/"][href*="/fees"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/fees'));
  await settled(page);
};

const HISTORY_ROW = '[role="region"][aria-label="Messages sent"] tbody tr';

const nextPage: Step = async (page) => {
  const first = await page.locator(HISTORY_ROW).first().textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.locator(HISTORY_ROW).first()).not.toHaveText(first ?? '');
  await settled(page);
};

const filterBySms: Step = async (page) => {
  await page.getByRole('combobox', { name: 'Channel', exact: true }).selectOption('SMS');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/channel=SMS/);
  await settled(page);
};

/** The header's language button, by the language it offers (its lang attribute). */
const language =
  (lang: 'en' | 'fr'): Step =>
  async (page) => {
    await page.locator(`button[lang^="${lang}"]`).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
    await settled(page);
  };

/** Every screen of a practice's administrator with Analytik, in the order a day may take them. */
const CLINIC_STEPS: Step[] = [
  drawer('/communications/admin'),
  drawer('/communications/history'),
  nextPage,
  filterBySms,
  nextPage,
  drawer('/communications/upcoming'),
  drawer('/communications/notifications'),
  drawer('/communications/confirmations'),
  drawer('/communications/hygiene-recalls'),
  drawer('/configuration'),
  language('fr'),
  drawer('/analytik'),
  firstLinkUnder('/analytik/practice/'),
  feesMetric,
  drawer('/analytik/goals'),
  language('en'),
];

/** The administration, each list and a record of each list that has them. */
const ADMIN_STEPS: Step[] = [
  drawer('/admin/practices'),
  firstLinkUnder('/admin/practices/'),
  drawer('/admin/users'),
  firstLinkUnder('/admin/users/'),
  drawer('/admin/ClinicGroups'),
  firstLinkUnder('/admin/ClinicGroups/'),
  drawer('/admin/deployment-groups'),
  language('fr'),
  drawer('/admin/tools'),
  drawer('/admin/pricing'),
  language('en'),
];

/** The heap after two forced collections, and what the renderer counts of DOM nodes and listeners. */
const readMemory = async (cdp: CDPSession, navigations: number): Promise<ShiftMemory> => {
  // A second pass collects what the first one's finalisers released.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { navigations, heapBytes: usedSize, nodes, listeners: jsEventListeners };
};

const report: Record<string, ShiftMemory[]> = {};

test.afterAll(() => {
  const file = resolve(import.meta.dirname, '../../reports/long-shift.json');
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ navigations: NAVIGATIONS, shifts: report }, null, 2)}\n`);
});

const MB = 1024 * 1024;
const describe = (memory: ShiftMemory) =>
  `after ${memory.navigations} navigations: heap ${(memory.heapBytes / MB).toFixed(1)} MB, ${memory.nodes} DOM nodes, ${memory.listeners} listeners`;

/**
 * The warm-up (every step once), then `navigations` steps round and round; the memory is read on
 * the first step's screen (the same each time, so that its DOM compares) after the warm-up, at
 * each checkpoint on the way and at the end. A reading opens that screen, in English: the round
 * goes on from the step after it, whose screen it needs (a record of its list, the next page).
 */
const runShift = async (page: Page, account: SignedInAccount, steps: Step[], navigations: number) => {
  const cdp = await page.context().newCDPSession(page);
  const [rest] = steps;
  if (!rest) throw new Error('A shift needs steps');
  const read = async (done: number) => {
    // The round starts in English: a reading taken between its two language switches ends it.
    if ((await page.locator('html').getAttribute('lang'))?.startsWith('fr')) await language('en')(page);
    await rest(page);
    const reading = await readMemory(cdp, done);
    console.log(`${account}, ${describe(reading)}`);
    return reading;
  };
  for (const step of steps) await step(page);
  const readings = [await read(0)];
  let next = 1;
  for (let done = 1; done <= navigations; done += 1) {
    await steps[next % steps.length]!(page);
    next += 1;
    if (CHECKPOINTS.includes(done) || done === navigations) {
      readings.push(await read(done));
      next = 1;
    }
  }
  report[account] = readings;
  return readings;
};

test.describe.configure({ mode: 'serial' });
// A step that cannot happen fails in seconds, not at the end of a long shift's time.
test.use({ actionTimeout: 15_000 });

test.describe('a clinic administrator', () => {
  test.use(signedInAs('clinic'));

  test('a shift through every screen leaves no memory, DOM node or listener behind', async ({ page }) => {
    test.setTimeout(120_000 + NAVIGATIONS * 3_000);
    await preferLanguage(page, 'en');
    await startOnPractice(page, 'clinic', PLATEAU);
    await page.goto('/communications/admin');
    await settled(page);
    const readings = await runShift(page, 'clinic', CLINIC_STEPS, NAVIGATIONS);
    expect(heapGrowth(readings)).toEqual([]);
  });
});

test.describe('a system administrator', () => {
  test.use(signedInAs('sysadmin'));

  test('a shift through the administration leaves no memory, DOM node or listener behind', async ({
    page,
  }) => {
    const navigations = Math.ceil(NAVIGATIONS / 3);
    test.setTimeout(120_000 + navigations * 3_000);
    await preferLanguage(page, 'en');
    await page.goto('/admin/practices');
    await settled(page);
    const readings = await runShift(page, 'sysadmin', ADMIN_STEPS, navigations);
    expect(heapGrowth(readings)).toEqual([]);
  });
});

/** Every request to the API the page makes from now on, by path. */
const watchApi = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
};

/**
 * Hides or shows the tab as the browser does when another tab is chosen: a headless page is
 * always visible, so the document's visibility is overridden and its event sent.
 */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hide) => {
    const visibility = hide ? 'hidden' : 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/** Longer than two periods of the fastest polling (the settings' 5 s while a change is under way). */
const HIDDEN_MS = 11_000;

test.describe('a tab left in the background', () => {
  test.use(signedInAs('clinic'));

  test('stops polling while hidden and starts again when shown', async ({ page }) => {
    test.setTimeout(90_000);
    await preferLanguage(page, 'en');
    // Rosemont's hygiene recalls are being switched on: the screen asks every 5 s until done.
    await startOnPractice(page, 'clinic', ROSEMONT);
    await page.goto('/communications/hygiene-recalls');
    await settled(page);
    const calls = watchApi(page);
    const polled = (from: number) =>
      calls.slice(from).some((path) => path.endsWith('/communication/preferences'));
    // Shown, it polls: otherwise the quiet below would prove nothing.
    await expect.poll(() => polled(0), { timeout: 12_000 }).toBe(true);

    await setHidden(page, true);
    const hiddenFrom = calls.length;
    await page.waitForTimeout(HIDDEN_MS);
    expect(calls.slice(hiddenFrom), 'API calls of the hidden tab').toEqual([]);

    const shownFrom = calls.length;
    await setHidden(page, false);
    await expect.poll(() => polled(shownFrom), { timeout: 12_000 }).toBe(true);
  });
});
