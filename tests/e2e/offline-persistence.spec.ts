import { expect, test } from './support/test';

// What the offline API writes survives a reload, and ?offline-reset goes back to the seed.
test('offline writes survive a reload until the database is reset', async ({ page }) => {
  await page.goto('/?lang=en&offline-reset');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const callApi = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const tokenResponse = await fetch('/api/__offline/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'sysadmin' }),
        });
        const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
        const response = await fetch(`/api${path}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return (await response.json()) as unknown;
      },
      { method, path, body },
    );
  const releaseOf = async (id: number) =>
    (
      (await callApi('GET', '/administration/deploymentGroups')) as { id: number; releaseName: string }[]
    ).find((group) => group.id === id)?.releaseName;

  const seeded = await releaseOf(2);
  await callApi('PATCH', '/administration/deploymentGroup/2', { releaseName: '2027.01.0' });
  await page.waitForTimeout(200); // saving waits for changes to settle
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await releaseOf(2)).toBe('2027.01.0');

  await page.goto('/?lang=en&offline-reset');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await releaseOf(2)).toBe(seeded);
});
