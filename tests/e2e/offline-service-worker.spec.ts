import type { Response } from '@playwright/test';
import { isOfflineApiPath } from '../../mocks/config';
import { signedInAs } from './support/accounts';
import { expect, test } from './support/test';

test.use(signedInAs('clinic'));

// The offline mode's service worker answers the offline API and nothing else: the app's files, its
// pages and the seeded database's files go to the network without waking it (decision 038).
test("the offline mode's service worker answers the API; the app's files and the database come from the network", async ({
  page,
}) => {
  // A first visit: the page registers the worker while it loads.
  await page.goto('/communications/history?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Communications history' })).toBeVisible();

  // A reload: the worker, now installed with its routes, controls the page from its first request.
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Messages sent' }).getByRole('row').nth(10)).toBeVisible();

  const path = (response: Response) => new URL(response.url()).pathname;
  const byWorker = (served: Response[]) =>
    served.filter((response) => response.fromServiceWorker()).map(path);
  const files = responses.filter((response) => !isOfflineApiPath(path(response)));
  const api = responses.filter((response) => path(response).startsWith('/api/'));
  // The page, its chunks, and the files of the database: the history's parts too, read for this screen.
  expect(files.map(path)).toEqual(
    expect.arrayContaining([
      '/communications/history',
      expect.stringMatching(/^\/assets\/.*\.js$/),
      expect.stringMatching(/^\/assets\/offline-db-[0-9a-f]+\.json$/),
      expect.stringMatching(/^\/assets\/offline-db-part-[\w-]+-(recent|older)-[0-9a-f]+\.json$/),
    ]),
  );
  expect(byWorker(files), 'files the service worker answered').toEqual([]);
  expect(api.length).toBeGreaterThan(0);
  expect(byWorker(api), 'API calls the service worker answered').toEqual(api.map(path));
});
