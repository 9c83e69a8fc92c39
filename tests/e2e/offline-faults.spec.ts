import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { preferLanguage, signedInAs } from './support/accounts';
import { LANGS, watchConsoleErrors } from './support/auth-support';

/** The texts these journeys need (lang/*.json). */
const t = {
  en: {
    menu: 'Main menu',
    users: 'Users',
    practices: 'Practices',
    count: '32 practices',
    retry: 'Try again',
    loadError: 'The practices could not be loaded. Please try again later.',
    serverError:
      'An error has occurred on our servers. We will correct the situation as soon as possible. Please try again a little later.',
  },
  fr: {
    menu: 'Menu principal',
    users: 'Utilisateurs',
    practices: 'Cliniques',
    count: '32 cliniques',
    retry: 'Réessayer',
    loadError: 'Impossible de charger les cliniques. Veuillez réessayer plus tard.',
    serverError:
      'Une erreur s’est produite sur nos serveurs. Nous corrigerons la situation dès que possible. Veuillez réessayer un peu plus tard.',
  },
} as const;

/** What Chromium logs for an answer of that status; the faults below cause exactly these. */
const failedLoad = (status: number) => `the server responded with a status of ${status}`;

// The fault control of the offline API (mocks/faults/): the practice list fails on demand.
test.use(signedInAs('sysadmin'));

for (const lang of LANGS) {
  test.describe(`faults on demand (${lang})`, () => {
    /** On the users page, signed in, with the practice list one click away in the drawer. */
    const openUsers = async (page: Page) => {
      await preferLanguage(page, lang);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: t[lang].users })).toBeVisible();
    };
    const openPracticeList = (page: Page) =>
      page
        .getByRole('navigation', { name: t[lang].menu })
        .getByRole('link', { name: t[lang].practices, exact: true })
        .click();

    test('the practice list answers 503 once: the client retries and the list shows', async ({
      page,
      offlineApi,
    }) => {
      const errors = watchConsoleErrors(page);
      await openUsers(page);
      const armed = await offlineApi.faults({ operationId: 'getPractices', status: 503, times: 1 });
      expect(armed).toMatchObject([{ operationId: 'getPractices', status: 503, remaining: 1 }]);

      await openPracticeList(page);
      await expect(page.getByText(t[lang].count)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
      // The one 503 was served (the fault is spent) and the retry's 200 is what shows: no error anywhere.
      expect(await offlineApi.armedFaults()).toEqual([]);
      await expect(page.getByText(t[lang].loadError)).toHaveCount(0);
      await expect(page.getByText(t[lang].serverError)).toHaveCount(0);
      expect(errors.filter((error) => !error.includes(failedLoad(503)))).toEqual([]);
      expect(errors.filter((error) => error.includes(failedLoad(503)))).toHaveLength(1);
    });

    test('the practice list answers 500 until cleared: the server-error message, then Try again works', async ({
      page,
      offlineApi,
    }) => {
      const errors = watchConsoleErrors(page);
      await openUsers(page);
      await offlineApi.faults({ operationId: 'getPractices', status: 500 });

      await openPracticeList(page);
      // The snackbar (a list item; the live region announcing it holds a copy of the text).
      await expect(page.getByRole('listitem').filter({ hasText: t[lang].serverError })).toBeVisible();
      await expect(page.getByText(t[lang].loadError)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      // Every attempt the retry policy allows (SPEC §9: three) met the fault, which stays armed.
      expect(errors.filter((error) => error.includes(failedLoad(500)))).toHaveLength(3);
      expect(await offlineApi.armedFaults()).toMatchObject([{ operationId: 'getPractices', status: 500 }]);

      // The screen offers to try again: with the fault cleared, the list comes.
      await offlineApi.clearFaults();
      await page.getByRole('button', { name: t[lang].retry }).click();
      await expect(page.getByText(t[lang].count)).toBeVisible();
      await expect(page.getByText(t[lang].loadError)).toHaveCount(0);
    });
  });
}
