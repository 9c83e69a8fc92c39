import { expect, test } from '@playwright/test';
import { watchServiceWorker } from './support/remote';

// The offline build the main project runs against (playwright.config.ts), where a service worker
// answers every API call inside the page.
const OFFLINE_APP = `http://localhost:${process.env.E2E_PORT ?? 5179}`;

test('the guard of the remote journeys sees a page answered by a service worker', async ({ page }) => {
  const watch = watchServiceWorker(page);
  await page.goto(`${OFFLINE_APP}/login?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker takes the page over once it has started; a reload goes through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await watch.controlled()).toBe(true);
  expect(watch.served.length).toBeGreaterThan(0);
});
