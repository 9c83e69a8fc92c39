import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    title: 'Consent register',
    total: /^[\d,]+ patients?$/,
    record: /^Record consent for /,
    dialog: 'Record express consent to recalls',
    language: 'English',
    submit: 'Record',
    recorded: 'Express consent recorded.',
  },
  fr: {
    title: 'Registre des consentements',
    total: /^[\d\s]+\spatients?$/,
    record: /^Consigner le consentement de /,
    dialog: 'Consigner le consentement exprès aux rappels',
    language: 'Français',
    submit: 'Consigner',
    recorded: 'Consentement exprès consigné.',
  },
} as const;

test.use(signedInAs('clinic'));

const totalOf = async (page: Page, lang: keyof typeof texts) =>
  Number(((await page.getByText(texts[lang].total).textContent()) ?? '').replace(/\D/g, ''));

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`the front desk records a patient's express consent by keyboard alone (${lang})`, async ({ page }) => {
    const scan = scanner(page, lang);
    await preferLanguage(page, lang);
    await startOnPractice(page, 'clinic', PLATEAU);
    await page.goto('/communications/consent');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.total)).toBeVisible();
    const total = await totalOf(page, lang);
    await scan('the consent register');

    const first = page.getByRole('button', { name: t.record }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: t.language })).toBeChecked();
    await scan('the consent dialog');
    // Escape closes it, and the focus goes back to the row's button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.submit, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.recorded).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => totalOf(page, lang)).toBe(total - 1);
  });
}
