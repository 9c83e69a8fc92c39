import { expect, test } from './support/test';
import {
  enterCode,
  LANGS,
  openLogin,
  PRACTICE_HOME,
  signIn,
  texts,
  watchConsoleErrors,
} from './support/auth-support';
import { pickMenuItem } from './support/menu';

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`multi-factor sign-in (${lang})`, () => {
    test('totp: the authenticator code', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'totp');
      await expect(page.getByRole('heading', { level: 1, name: t.totpTitle })).toBeVisible();
      const code = page.getByLabel(t.code);
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await enterCode(page, lang, '000000');
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await code.fill('');
      await enterCode(page, lang);
      await expect(page).toHaveURL(PRACTICE_HOME);
      expect(errors).toEqual([]);
    });

    test('sms: the code sent to the masked phone number', async ({ page }) => {
      await openLogin(page, lang);
      await signIn(page, lang, 'sms');
      await expect(page.getByRole('heading', { level: 1, name: t.smsTitle })).toBeVisible();
      await expect(page.getByText(/\+\*+0142/)).toBeVisible();
      await enterCode(page, lang);
      await expect(page).toHaveURL(PRACTICE_HOME);
    });

    test('choosemfa: choose text message, then its code', async ({ page }) => {
      await openLogin(page, lang);
      await signIn(page, lang, 'choosemfa');
      await expect(page.getByRole('heading', { level: 1, name: t.chooseTitle })).toBeVisible();
      await page.getByRole('radio', { name: t.sms }).check();
      await page.getByRole('button', { name: t.continue }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.smsTitle })).toBeVisible();
      await enterCode(page, lang);
      await expect(page).toHaveURL(PRACTICE_HOME);
    });

    test('setupmfa: the QR code and the secret, then the first code; TOTP asked next time', async ({
      page,
    }) => {
      // Two complete sign-ins, each loading the sign-in chunks: twice the time of the others.
      test.setTimeout(60_000);
      const errors = watchConsoleErrors(page);
      await openLogin(page, lang);
      await signIn(page, lang, 'setupmfa');
      await expect(page.getByRole('heading', { level: 1, name: t.setupTitle })).toBeVisible();
      await expect(page.getByRole('img', { name: t.qrCode })).toBeVisible();
      const secret = await page.getByLabel(t.secret).inputValue();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await enterCode(page, lang);
      await expect(page).toHaveURL(PRACTICE_HOME);

      // Signed out from the account menu, without a reload: the emulator keeps its accounts in
      // memory only (no secret in localStorage), and the next sign-in asks for the TOTP code.
      await page.getByRole('button', { name: t.accountMenu }).click();
      await pickMenuItem(page, t.signOut);
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, lang, 'setupmfa');
      await expect(page.getByRole('heading', { level: 1, name: t.totpTitle })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
