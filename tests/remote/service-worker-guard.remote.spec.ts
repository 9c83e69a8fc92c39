import { expect, test } from '@playwright/test';
import { watchServiceWorker } from './support/remote';

// The offline build the main project runs against (playwright.config.ts), where a service worker
// answers every API call inside the page.
const OFFLINE_APP = `http://localhost:${process.env.E2E_PORT ?? 5179}`;
const FAULTS = '/api/__offline/faults';

test('the guard of the remote journeys sees a page answered by a service worker', async ({ page }) => {
  const watch = watchServiceWorker(page);
  await page.goto(`${OFFLINE_APP}/login?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker takes the page over once it has started; a reload goes through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await watch.controlled()).toBe(true);
  // The sign-in screen calls no API of its own (the worker sends the app's files to the network:
  // docs/decisions/038): a call of the offline API's own control, which the worker answers.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === FAULTS);
  expect(await page.evaluate(async (path) => (await fetch(path)).ok, FAULTS)).toBe(true);
  await answered;
  expect(watch.served).toContain(`${OFFLINE_APP}${FAULTS}`);
});
