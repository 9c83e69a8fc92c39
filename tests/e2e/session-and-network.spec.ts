import { expect, test } from './support/test';
import { preferLanguage, signedInAs } from './support/accounts';
import { LANGS, revokeSessions, watchConsoleErrors } from './support/auth-support';

/** The texts these journeys need (lang/*.json). */
const t = {
  en: {
    menu: 'Main menu',
    users: 'Users',
    practices: 'Practices',
    expired: 'Your session has expired. Please sign in again.',
    offline: 'No connection',
    page1: 'Page 1 of 2',
    page2: 'Page 2 of 2',
    next: 'Next page',
    loadError: 'The practices could not be loaded. Please try again later.',
  },
  fr: {
    menu: 'Menu principal',
    users: 'Utilisateurs',
    practices: 'Cliniques',
    expired: 'Votre session a expiré. Veuillez vous reconnecter.',
    offline: 'Aucune connexion',
    page1: 'Page 1 sur 2',
    page2: 'Page 2 sur 2',
    next: 'Page suivante',
    loadError: 'Impossible de charger les cliniques. Veuillez réessayer plus tard.',
  },
} as const;

test.use(signedInAs('sysadmin'));

for (const lang of LANGS) {
  test.describe(`session and network (${lang})`, () => {
    test('a revoked session ends on the sign-in page, saying so, with the page as redirect', async ({
      page,
    }) => {
      const errors = watchConsoleErrors(page);
      await preferLanguage(page, lang);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: t[lang].users })).toBeVisible();

      // Every session of the user ends elsewhere (an administrator, a password change).
      await revokeSessions(page, 'sysadmin');
      // The next call meets a 401; renewing is refused; the session ends.
      await page
        .getByRole('navigation', { name: t[lang].menu })
        .getByRole('link', { name: t[lang].practices, exact: true })
        .click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fpractices$/);
      await expect(page.getByText(t[lang].expired)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('offline, a banner says so and loading waits; back online it goes and the data comes', async ({
      page,
      context,
    }) => {
      const errors = watchConsoleErrors(page);
      await preferLanguage(page, lang);
      await page.goto('/admin/practices');
      // The journey's first screen loads the whole offline mode: on a runner whose cores other
      // work shares, over 15 s (as in the visual suite).
      await expect(page.getByText(t[lang].page1)).toBeVisible({ timeout: 45_000 });
      const banner = page.getByRole('status').filter({ hasText: t[lang].offline });
      await expect(banner).toHaveCount(0);

      await context.setOffline(true);
      await expect(banner).toBeVisible();
      // The next page is asked for offline: nothing fails, it waits.
      await page.getByRole('button', { name: t[lang].next }).click();
      await expect(page.getByText(t[lang].page2)).toHaveCount(0);
      await expect(page.getByText(t[lang].loadError)).toHaveCount(0);

      await context.setOffline(false);
      await expect(banner).toHaveCount(0);
      await expect(page.getByText(t[lang].page2)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(8);
      expect(errors).toEqual([]);
    });
  });
}
