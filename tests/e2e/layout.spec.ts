import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { openLogin, watchConsoleErrors } from './support/auth-support';
import { preferLanguage, signedInAs } from './support/accounts';

/** The layout's texts in both languages (lang/*.json). */
const t = {
  en: {
    menu: 'Main menu',
    practice: 'Practice',
    communications: 'Communications',
    administration: 'Administration',
    analytik: 'Analytik',
    history: 'Communications history',
    users: 'Users',
    notSupported: 'Not available',
    account: /^Account menu/,
    signOut: 'Sign out',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    toOther: 'Français',
    practicesTitle: 'Practices',
    confirmations: 'Appointment confirmations',
    hygieneRecalls: 'Hygiene recalls',
  },
  fr: {
    menu: 'Menu principal',
    practice: 'Clinique',
    communications: 'Communications',
    administration: 'Administration',
    analytik: 'Analytik',
    history: 'Historique des communications',
    users: 'Utilisateurs',
    notSupported: 'Non disponible',
    account: /^Menu du compte/,
    signOut: 'Se déconnecter',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    toOther: 'English',
    practicesTitle: 'Cliniques',
    confirmations: 'Confirmations de rendez-vous',
    hygieneRecalls: 'Rappels d’hygiène',
  },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const nav = (page: Page, lang: keyof typeof t) => page.getByRole('navigation', { name: t[lang].menu });

test.describe('main layout, signed in as clinic', () => {
  test.use(signedInAs('clinic'));

  test('the drawer follows role, permission and practice; the switcher changes and remembers the practice', async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await preferLanguage(page, 'en');
    await page.goto('/');
    await page.waitForURL(/\/(communications\/admin|not-supported)$/);
    const menu = nav(page, 'en');
    await expect(menu).toBeVisible();
    await expect(menu.getByText(t.en.analytik, { exact: true })).toBeVisible();
    await expect(menu.getByText(t.en.administration, { exact: true })).toHaveCount(0);

    const switcher = page.getByRole('combobox', { name: t.en.practice });
    await switcher.click();
    await page.getByRole('option', { name: 'Clinique dentaire du Plateau' }).click();
    await expect(switcher).toHaveValue('Clinique dentaire du Plateau');
    await menu.getByRole('link', { name: t.en.history }).click();
    await expect(page).toHaveURL(/\/communications\/history$/);
    await expect(heading(page)).toHaveText(t.en.history);
    await expect(menu.getByRole('link', { name: t.en.history })).toHaveAttribute('aria-current', 'page');

    // Typing filters without regard to accents; a practice without the module leaves communications.
    await switcher.click();
    await switcher.press('ControlOrMeta+a');
    await switcher.pressSequentially('sainte foy');
    await page.getByRole('option', { name: 'Centre dentaire Sainte-Foy' }).click();
    await expect(page).toHaveURL(/\/not-supported$/);
    await expect(heading(page)).toHaveText(t.en.notSupported);
    await expect(menu.getByText(t.en.communications, { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: t.en.practice })).toHaveValue(
      'Centre dentaire Sainte-Foy',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('main layout, signed in as sysadmin', () => {
  test.use(signedInAs('sysadmin'));

  test('a system administrator gets Administration; the language switch is saved', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await preferLanguage(page, 'fr');
    await page.goto('/');
    await expect(heading(page)).toHaveText(t.fr.practicesTitle);
    await nav(page, 'fr').getByRole('link', { name: t.fr.users }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.getByRole('button', { name: t.fr.toOther }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(nav(page, 'en').getByRole('link', { name: t.en.users })).toBeVisible();
    await page.goto('/admin/practices');
    await expect(heading(page)).toHaveText(t.en.practicesTitle);
    await expect(page.getByRole('button', { name: t.en.toOther })).toHaveAttribute('lang', 'fr-CA');
    expect(errors).toEqual([]);
  });

  test('signing out from the account menu, by keyboard alone', async ({ page }) => {
    await preferLanguage(page, 'fr');
    await page.goto('/');
    await expect(heading(page)).toHaveText(t.fr.practicesTitle);
    await page.getByRole('button', { name: t.fr.account }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: t.fr.signOut })).toBeVisible();
    // The menu's code came with that first press (decision 030), and the focus moves into it, as a
    // keyboard user hears; Escape gives the focus back. Pressed before the focus had arrived (a
    // loaded CI run), Escape reached the page, not the menu, and the menu stayed open.
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: t.fr.signOut })).toBeHidden();
    await expect(page.getByRole('button', { name: t.fr.account })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: t.fr.signOut })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: t.fr.signOut })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav(page, 'fr')).toHaveCount(0);
  });

  test('on a phone the drawer is an overlay, nothing scrolls sideways, and focus comes back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await preferLanguage(page, 'en');
    await page.goto('/');
    await expect(heading(page)).toHaveText(t.en.practicesTitle);
    await expect(nav(page, 'en')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const open = page.getByRole('button', { name: t.en.openMenu });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(nav(page, 'en')).toBeVisible();
    // The overlay takes the focus once it has opened; Escape closes it from there, also once the
    // close button's tooltip shows (that tooltip used to take the Escape for itself).
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
      )
      .toBe(true);
    await expect(page.getByRole('tooltip').filter({ hasText: t.en.closeMenu })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav(page, 'en')).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await nav(page, 'en').getByRole('link', { name: t.en.users }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(nav(page, 'en')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('main layout, signed in as clinic, in both languages', () => {
  test.use(signedInAs('clinic'));

  for (const lang of ['en', 'fr'] as const) {
    test(`a screen opened from the drawer starts at its top, not at the last one's scroll (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 600 });
      await preferLanguage(page, lang);
      // Both screens' data in the cache: the next one renders whole at once, with no spinner
      // shorter than the last one's scroll.
      await page.goto('/communications/hygiene-recalls');
      await expect(heading(page)).toHaveText(t[lang].hygieneRecalls);
      await nav(page, lang).getByRole('link', { name: t[lang].confirmations }).click();
      await expect(heading(page)).toHaveText(t[lang].confirmations);
      const main = page.getByRole('main');
      await expect
        .poll(() =>
          main.evaluate((element) => {
            element.scrollTo(0, element.scrollHeight);
            return element.scrollTop;
          }),
        )
        .toBeGreaterThan(300);

      await nav(page, lang).getByRole('link', { name: t[lang].hygieneRecalls }).click();
      await expect(heading(page)).toHaveText(t[lang].hygieneRecalls);
      expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
      await expect(heading(page)).toBeInViewport();
    });
  }
});

test.describe('main layout, signed out', () => {
  test('the signed-out screens have no navigation', async ({ page }) => {
    await openLogin(page, 'en');
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });
});
