import type { Locator, Page, TestInfo } from '@playwright/test';
import { preferLanguage, signedInAs, startOnPractice } from '../e2e/support/accounts';
import { expect, test } from '../e2e/support/test';

/**
 * How long a page change of the upcoming messages takes, as a clinic manager sees it: from the
 * click on "Next page" to the next page's first row on screen. Measured in the page (its own
 * clock, no round trip to Playwright), on the production build of the offline mode, whose API
 * answers in the page too: the time includes the request, the paging of the sending plan, the
 * render and the paint. Median of 5 after a warm-up, on the default view (the next 14 days).
 */

const PLATEAU = 'Clinique dentaire du Plateau';
const LIST = 'Upcoming messages, day by day';
const RUNS = 5;
const BUDGET_MS = 200;

test.use(signedInAs('clinic'));

const open = async (page: Page) => {
  await preferLanguage(page, 'en');
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto('/communications/upcoming');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming messages' })).toBeVisible();
  await expect(page.getByRole('region', { name: LIST })).toHaveAttribute('aria-busy', 'false');
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(next).toBeEnabled();
  return next;
};

/**
 * One page change, in milliseconds: the click is dispatched in the page, and the time stops once
 * the list is no longer busy, its first row is another one, and a frame has been painted after it.
 */
const timePageChange = (next: Locator) =>
  next.evaluate(
    (button, label) =>
      new Promise<number>((resolve, reject) => {
        const list = () => document.querySelector<HTMLElement>(`section[aria-label="${label}"]`);
        const firstRow = () => list()?.querySelector('li')?.textContent ?? '';
        const before = firstRow();
        const timeout = setTimeout(() => reject(new Error('the next page did not come within 10 s')), 10_000);
        let start = 0;
        const observer = new MutationObserver(() => {
          const shown = list();
          if (!shown || shown.getAttribute('aria-busy') !== 'false' || firstRow() === before) return;
          observer.disconnect();
          clearTimeout(timeout);
          // rAF runs before the paint; a task queued from it runs after that frame is painted.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        start = performance.now();
        (button as HTMLButtonElement).click();
      }),
    LIST,
  );

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The page opened at normal speed, the CPU slowed `slowdown` times (CDP) if asked, then a warm-up
 * page change and RUNS measured ones; prints and attaches the numbers.
 */
const measure = async (page: Page, testInfo: TestInfo, slowdown = 1) => {
  const next = await open(page);
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await timePageChange(next);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await expect(next).toBeEnabled();
    times.push(await timePageChange(next));
  }
  const result = { median: median(times), times: times.map((time) => Math.round(time)) };
  const what = slowdown > 1 ? `with the CPU slowed ${slowdown}×` : 'at normal CPU speed';
  const line = `upcoming messages, next page ${what}: median ${Math.round(result.median)} ms (${result.times.join(', ')} ms)`;
  console.log(line);
  testInfo.annotations.push({ type: 'timing', description: line });
  return result;
};

test(`a page change of the upcoming messages shows its rows within ${BUDGET_MS} ms (median of ${RUNS})`, async ({
  page,
}, testInfo) => {
  const { median: result } = await measure(page, testInfo);
  expect(result, `median time from the click on "Next page" to its rows on screen`).toBeLessThanOrEqual(
    BUDGET_MS,
  );
});

test('a page change of the upcoming messages with the CPU slowed 4× (measured, printed)', async ({
  page,
}, testInfo) => {
  test.slow();
  const { times } = await measure(page, testInfo, 4);
  expect(times).toHaveLength(RUNS);
});
