import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { LANGS, openLogin, type Lang, signIn, watchConsoleErrors } from './support/auth-support';
import { preferLanguage, rememberPractice, signedInAs, startOnPractice } from './support/accounts';

/** The guards' screens in both languages (lang/*.json). */
const guardTexts = {
  en: {
    practices: 'Practices',
    analytikUnavailable: 'Analytik Unavailable',
    support: 'Support: 1 855 555-0142',
    communicationsAdmin: 'Automated communications',
    communicationsHistory: 'Communications history',
    goals: 'Yearly goals',
    configuration: 'Practice configuration',
    notSupported: 'Not available',
    noRoles: 'User has no roles',
    profileNotFound: 'Your account has no profile in the portal. Please contact support.',
    notFound: 'Page not found!',
    welcomeTitle: 'Welcome to automated communications',
    welcomeConfigure: 'Go to the configuration',
  },
  fr: {
    practices: 'Cliniques',
    analytikUnavailable: 'Analytik non disponible',
    support: 'Soutien technique : 1 855 555-0142',
    communicationsAdmin: 'Communications automatisées',
    communicationsHistory: 'Historique des communications',
    goals: 'Objectifs annuels',
    configuration: 'Configuration de la clinique',
    notSupported: 'Non disponible',
    noRoles: 'Aucun rôle n’est attribué à cet utilisateur',
    profileNotFound:
      'Votre compte n’a pas de profil dans le portail. Veuillez communiquer avec le soutien technique.',
    notFound: 'Page introuvable!',
    welcomeTitle: 'Bienvenue dans les communications automatisées',
    welcomeConfigure: 'Aller à la configuration',
  },
} as const;

/**
 * The sign-in page of a fresh database, with the language saved as the user's preference so
 * that it holds across the full page loads below (the ?lang= parameter only lasts one load).
 */
const start = async (page: Page, lang: Lang) => {
  await openLogin(page, lang);
  await page.evaluate((locale) => window.localStorage.setItem('dental-portal/locale', locale), lang);
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const lang of LANGS) {
  const g = guardTexts[lang];

  test.describe(`guards (${lang})`, () => {
    test('readonly signs in and lands on the practices administration', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await start(page, lang);
      await signIn(page, lang, 'readonly');
      await expect(page).toHaveURL(/\/admin\/practices$/);
      await expect(heading(page, g.practices)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('noroles and noprofile: the sign-in screen says why', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await start(page, lang);
      await signIn(page, lang, 'noroles');
      await expect(page.getByText(g.noRoles)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);

      await start(page, lang);
      await signIn(page, lang, 'noprofile');
      await expect(page.getByText(g.profileNotFound)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      expect(errors).toEqual([]);
    });

    test('signed out: a signed-in route goes to login, then back after sign-in', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await start(page, lang);
      await page.goto('/communications/history');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcommunications%2Fhistory$/);
      await signIn(page, lang, 'clinic');
      await expect(page).toHaveURL(/\/communications\/history$/);
      await expect(heading(page, g.communicationsHistory)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('an unknown path shows Page not found!', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await start(page, lang);
      await page.goto('/no/such/page');
      await expect(heading(page, g.notFound)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

// Journeys that are not about signing in start from an account signed in once per run.
for (const lang of LANGS) {
  const g = guardTexts[lang];

  test.describe(`guards, signed in as sysadmin (${lang})`, () => {
    test.use(signedInAs('sysadmin'));

    test('a smuggled redirect on /login lands on the home route, not elsewhere nor on an error', async ({
      page,
    }) => {
      const errors = watchConsoleErrors(page);
      await preferLanguage(page, lang);
      // "/\n/evil.example": the browser would read it as another origin.
      await page.goto('/login?redirect=%2F%0A%2Fevil.example');
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/practices$/);
      await expect(heading(page, g.practices)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test.describe(`guards, signed in as group (${lang})`, () => {
    test.use(signedInAs('group'));

    test('without the permission, /analytik goes to NotSupported for Analytik', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await preferLanguage(page, lang);
      await page.goto('/analytik');
      await expect(page).toHaveURL(/\/not-supported\?reason=analytik$/);
      await expect(heading(page, g.analytikUnavailable)).toBeVisible();
      await expect(page.getByText(g.support)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test.describe(`guards, signed in as clinic (${lang})`, () => {
    test.use(signedInAs('clinic'));

    test('administration sends it home, Analytik goals render', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await preferLanguage(page, lang);
      await startOnPractice(page, 'clinic', 'Clinique dentaire du Plateau');
      await page.goto('/admin/users');
      await expect(page).toHaveURL(/\/communications\/admin$/);
      await expect(heading(page, g.communicationsAdmin)).toBeVisible();
      await page.goto('/analytik/goals');
      await expect(page).toHaveURL(/\/analytik\/goals$/);
      await expect(heading(page, g.goals)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the welcome dialog for a practice missing information; without the module, NotSupported and the configuration', async ({
      page,
    }) => {
      const errors = watchConsoleErrors(page);
      await preferLanguage(page, lang);
      await startOnPractice(page, 'clinic', 'Clinique dentaire Rosemont');
      await page.goto('/communications/admin');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(g.welcomeTitle)).toBeVisible();
      await dialog.getByRole('button', { name: g.welcomeConfigure }).click();
      await expect(page).toHaveURL(/\/configuration$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // By role: the page must not stay hidden from assistive technology once the dialog closes.
      await expect(page.getByRole('heading', { level: 1, name: g.configuration })).toBeVisible();

      await rememberPractice(page, 'clinic', 'Centre dentaire Sainte-Foy');
      await page.goto('/communications/admin');
      await expect(page).toHaveURL(/\/not-supported$/);
      await expect(heading(page, g.notSupported)).toBeVisible();
      // Without the module, the drawer still leads to the practice's configuration (SPEC §2).
      const menu = page.getByRole('navigation');
      await expect(menu.getByRole('link', { name: g.communicationsAdmin })).toHaveCount(0);
      await menu.getByRole('link', { name: g.configuration }).click();
      await expect(page).toHaveURL(/\/configuration$/);
      await expect(heading(page, g.configuration)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
