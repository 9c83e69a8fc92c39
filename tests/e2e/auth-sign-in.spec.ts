import { expect, test } from './support/test';
import {
  CODE,
  CUSTOM_ANSWER,
  CUSTOM_QUESTION,
  LANGS,
  openLogin,
  PRACTICE_HOME,
  signIn,
  texts,
  watchConsoleErrors,
} from './support/auth-support';

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`sign-in (${lang})`, () => {
    test('clinic signs in with SRP and lands on communications admin', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Sign in' : 'Connexion',
      );
      await expect(page.getByLabel(t.username)).toHaveAttribute('autocomplete', 'username');
      await expect(page.getByLabel(t.password)).toHaveAttribute('autocomplete', 'current-password');
      await signIn(page, lang, 'clinic');
      await expect(page).toHaveURL(/\/communications\/admin$/);
      expect(errors).toEqual([]);
    });

    test('a wrong password is rejected, and what was typed stays', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'clinic', 'Portal#2025');
      await expect(page.getByRole('alert')).toHaveText(t.incorrect);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByLabel(t.username)).toHaveValue('clinic');
      expect(errors).toEqual([]);
    });

    test('a practice that cannot be opened after sign-in: the reason on the sign-in screen, then Try again', async ({
      page,
      offlineApi,
    }) => {
      const failed = {
        en: 'You are signed in, but your practice could not be opened: the server answered with an error.',
        fr: 'La connexion a réussi, mais votre clinique n’a pas pu être ouverte\u00a0: le serveur a répondu par une erreur.',
      }[lang];
      await openLogin(page, lang, `&redirect=${encodeURIComponent('/communications/history')}`);
      await offlineApi.faults({ operationId: 'getPractice', status: 503 });
      await signIn(page, lang, 'clinic');
      await expect(page.getByRole('alert')).toContainText(failed);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByLabel(t.username)).toHaveValue('clinic');
      await offlineApi.clearFaults();
      await page.getByRole('button', { name: lang === 'en' ? 'Try again' : 'Réessayer' }).click();
      await expect(page).toHaveURL(/\/communications\/history$/);
    });

    test('goes to ?redirect= after sign-in, only within the app', async ({ page }) => {
      await openLogin(page, lang, `&redirect=${encodeURIComponent('/communications/history')}`);
      await signIn(page, lang, 'clinic');
      await expect(page).toHaveURL(/\/communications\/history$/);
    });

    test('custom: the challenge question, then its answer', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'custom');
      await expect(page.getByRole('heading', { level: 1, name: t.customTitle })).toBeVisible();
      await page.getByLabel(CUSTOM_QUESTION).fill(CUSTOM_ANSWER);
      await page.getByRole('button', { name: t.continue }).click();
      await expect(page).toHaveURL(PRACTICE_HOME);
      expect(errors).toEqual([]);
    });

    test('unconfirmed: the emailed code confirms the account and signs in (SPEC §8)', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'unconfirmed');
      await expect(page.getByRole('heading', { level: 1, name: t.unconfirmedTitle })).toBeVisible();
      await expect(page.getByText(t.unconfirmedText)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await page.getByLabel(t.code).fill(CODE);
      await page.getByRole('button', { name: t.confirmAccount }).click();
      await expect(page).toHaveURL(PRACTICE_HOME);
      expect(errors).toEqual([]);
    });

    test('works with the keyboard alone, at 375 px wide', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openLogin(page, lang);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      await page.getByLabel(t.username).focus();
      await page.keyboard.type('clinic');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Portal#2026');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/communications\/admin$/);
    });
  });
}
