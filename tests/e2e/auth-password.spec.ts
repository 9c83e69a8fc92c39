import { expect, test } from './support/test';
import { snackbar } from './support/snackbar';
import {
  CODE,
  LANGS,
  openLogin,
  PASSWORD,
  PRACTICE_HOME,
  signIn,
  TEMPORARY_PASSWORD,
  texts,
  watchConsoleErrors,
} from './support/auth-support';
import { pickMenuItem } from './support/menu';

const NEW_PASSWORD = 'Nouveau#2026';

/** The account menu's change-password dialog (SPEC §5), in both languages. */
const changeTexts = {
  en: {
    item: 'Change password',
    dialog: 'Change your password',
    current: 'Current password',
    submit: 'Change the password',
    wrong: 'The current password is incorrect',
    changed: 'Your password has been changed.',
  },
  fr: {
    item: 'Modifier le mot de passe',
    dialog: 'Modifier votre mot de passe',
    current: 'Mot de passe actuel',
    submit: 'Modifier le mot de passe',
    wrong: 'Le mot de passe actuel est incorrect',
    changed: 'Votre mot de passe a été modifié.',
  },
} as const;

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`passwords (${lang})`, () => {
    test('newcomer: a new password and the missing names on /new-password', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'newcomer', TEMPORARY_PASSWORD);
      await expect(page).toHaveURL(/\/new-password/);
      await expect(page.getByRole('heading', { level: 1, name: t.newPasswordTitle })).toBeVisible();
      await expect(page.getByLabel(t.newPassword)).toHaveAttribute('autocomplete', 'new-password');
      await page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
      await page.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
      await page.getByLabel(t.givenName).fill('Léa');
      await page.getByLabel(t.familyName).fill('Fortin');
      await page.getByRole('button', { name: t.changePassword }).click();
      await expect(page).toHaveURL(PRACTICE_HOME);
      expect(errors).toEqual([]);
    });

    test('/new-password without a sign-in under way goes to /login', async ({ page }) => {
      await page.goto(`/new-password?lang=${lang}`);
      await expect(page).toHaveURL(/\/login/);
    });

    test('resetme: reset required, the code and a new password, then sign in', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'resetme', 'Anything#1');
      await expect(page).toHaveURL(/\/forgot-password/);
      await expect(page.getByText(t.resetRequired)).toBeVisible();
      await page.getByLabel(t.code).fill(CODE);
      await page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
      await page.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t.resetPassword }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(t.resetDone)).toBeVisible();
      await signIn(page, lang, 'resetme', NEW_PASSWORD);
      await expect(page).toHaveURL(PRACTICE_HOME);
      expect(errors).toEqual([]);
    });

    test('changes the password from the account menu, stays signed in, and signs in with it next time', async ({
      page,
    }) => {
      const c = changeTexts[lang];
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'clinic');
      await expect(page).toHaveURL(PRACTICE_HOME);
      await page.getByRole('button', { name: t.accountMenu }).click();
      await pickMenuItem(page, c.item);
      const dialog = page.getByRole('dialog', { name: c.dialog });
      await dialog.getByLabel(c.current).fill('Wrong#2026');
      await dialog.getByLabel(t.newPassword).fill(NEW_PASSWORD);
      await dialog.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: c.submit }).click();
      await expect(dialog.getByText(c.wrong)).toBeVisible();
      await dialog.getByLabel(c.current).fill(PASSWORD);
      await dialog.getByRole('button', { name: c.submit }).click();
      await expect(snackbar(page, c.changed)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(PRACTICE_HOME);

      await page.getByRole('button', { name: t.accountMenu }).click();
      await pickMenuItem(page, t.signOut);
      await expect(page).toHaveURL(/\/login/);
      await signIn(page, lang, 'clinic', NEW_PASSWORD);
      await expect(page).toHaveURL(PRACTICE_HOME);
      expect(errors).toEqual([]);
    });

    test('forgot password: request a code, reset, then sign in with the new password', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await page.getByRole('link', { name: t.forgot }).click();
      await expect(page).toHaveURL(/\/forgot-password/);
      await expect(page.getByRole('heading', { level: 1, name: t.resetTitle })).toBeVisible();
      await page.getByLabel(t.username).fill('clinic');
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByLabel(t.code).fill(CODE);
      await page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
      await page.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t.resetPassword }).click();
      await expect(page.getByText(t.resetDone)).toBeVisible();
      await signIn(page, lang, 'clinic', NEW_PASSWORD);
      await expect(page).toHaveURL(/\/communications\/admin$/);
      expect(errors).toEqual([]);
    });
  });
}
