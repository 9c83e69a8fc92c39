import type { Page } from '@playwright/test';
import { PASSWORD, texts as authTexts } from './support/auth-support';
import { goInApp, h1 } from './support/navigation';
import { deployRelease, startReleaseHost, type ReleaseHost } from './support/release-server';
import { expect, test } from './support/test';

// A tab left open while a release replaces the files (docs/decisions/040): each journey serves a
// copy of the suite's build, signs in there, then deploys "the next release" under the tab.
let host: ReleaseHost;
test.beforeEach(async () => {
  host = await startReleaseHost();
});
test.afterEach(async () => {
  await host.close();
});

const buildIdOf = (page: Page) =>
  page.locator('meta[name="build-id"]').getAttribute('content', { timeout: 1_000 });

/** Signs the practice administrator in on the host; resolves once the release watcher runs. */
const signInOnHost = async (page: Page) => {
  // The watcher's code comes 10 s after the first screen (main.tsx): the page's clock gets there.
  await page.clock.install();
  const watching = page.waitForResponse(/\/assets\/release-watch-[^/]+\.js$/);
  await page.goto(`${host.url}/login?lang=en&offline-reset`);
  await page.getByLabel(authTexts.en.username).fill('clinic');
  await page.getByLabel(authTexts.en.password).fill(PASSWORD);
  await page.getByRole('button', { name: authTexts.en.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/(communications\/admin|not-supported)$/);
  await page.clock.fastForward(10_000);
  await watching;
};

test('after a release, the next move to a screen whose code is gone lands on that screen in the new build', async ({
  page,
}) => {
  await signInOnHost(page);
  const before = await buildIdOf(page);
  expect(before).toBeTruthy();
  await page.evaluate(() => Object.assign(window, { e2eMark: true }));

  const next = deployRelease(host, 'next-release');
  await goInApp(page, '/communications/history');

  await expect(h1(page, 'Communications history')).toBeVisible();
  await expect(page).toHaveURL(/\/communications\/history$/);
  expect(await buildIdOf(page)).toBe(next);
  // A full load (the window's state is new), and no error left on screen.
  expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBeUndefined();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('with a form half filled, the new release waits for the person to agree to leave it', async ({
  page,
}) => {
  await signInOnHost(page);
  await goInApp(page, '/configuration');
  await expect(h1(page, 'Practice configuration')).toBeVisible();
  const city = page.getByRole('textbox', { name: 'City', exact: true });
  await city.fill('Trois-Rivières (in progress)');

  const next = deployRelease(host, 'next-release');
  // Back to the tab: the version file says a new release is out.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is available' });
  await expect(notice).toBeVisible();

  // Reload now: asked first; staying keeps the form as it was, in the old build.
  await notice.getByRole('button', { name: 'Reload' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Close' }).click();
  await expect(ask).toHaveCount(0);
  await expect(city).toHaveValue('Trois-Rivières (in progress)');
  expect(await buildIdOf(page)).not.toBe(next);

  // Moving to another screen asks too; agreeing loads that screen in the new build.
  await page.getByRole('link', { name: 'Communications history' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(h1(page, 'Communications history')).toBeVisible();
  expect(await buildIdOf(page)).toBe(next);
});
