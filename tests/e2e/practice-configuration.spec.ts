import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { snackbar } from './support/snackbar';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

/** Rosemont misses required information in the seed (SPEC §5). */
const ROSEMONT = 'Clinique dentaire Rosemont';

const texts = {
  en: {
    notifications: 'Appointment notifications',
    welcome: 'Welcome to automated communications',
    configure: 'Go to the configuration',
    title: 'Practice configuration',
    missing: 'Required information is missing',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country',
    billingEmail: 'Billing email',
    province: 'Province',
    save: 'Save',
    saved: 'Changes saved.',
    menu: 'Main menu',
    chooseLogo: 'Choose an image',
  },
  fr: {
    notifications: 'Avis de rendez-vous',
    welcome: 'Bienvenue dans les communications automatisées',
    configure: 'Aller à la configuration',
    title: 'Configuration de la clinique',
    missing: 'Des renseignements obligatoires manquent',
    address: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    country: 'Pays',
    billingEmail: 'Courriel de facturation',
    province: 'Province',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées.',
    menu: 'Menu principal',
    chooseLogo: 'Choisir une image',
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

/** Fills a required field only where the seed left it empty: what the clinic would do. */
const fillIfEmpty = async (page: Page, label: string, value: string) => {
  const field = page.getByRole('textbox', { name: label, exact: true });
  if ((await field.inputValue()).trim() === '') await field.fill(value);
};

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  const t = texts[lang];

  test(`filling the missing information stops the welcome dialog (${lang})`, async ({ page }) => {
    await preferLanguage(page, lang);
    await startOnPractice(page, 'clinic', ROSEMONT);
    await page.goto('/communications/notifications');
    const welcome = page.getByRole('dialog', { name: t.welcome });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await welcome.getByRole('button', { name: t.configure }).click();

    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.missing)).toBeVisible();
    await scanner(page, lang)('configuration with missing information');

    await fillIfEmpty(page, t.address, '2875, rue Masson');
    await fillIfEmpty(page, t.city, 'Montréal');
    await fillIfEmpty(page, t.postalCode, 'h1y1w7');
    await fillIfEmpty(page, t.country, 'Canada');
    await fillIfEmpty(page, t.billingEmail, 'facturation@cliniquerosemont.ca');
    const province = page.getByRole('combobox', { name: t.province, exact: true });
    if ((await province.inputValue()) === '') await province.selectOption('quebec');
    // The logo is required too (SPEC §5); Rosemont has never had one.
    await page.getByLabel(t.chooseLogo, { exact: true }).setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
    });
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(snackbar(page, t.saved)).toBeVisible();
    await expect(page.getByText(t.missing)).toHaveCount(0);

    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.notifications }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    // The dialog shows 300 ms after a guard opens it: give it well more than that to appear.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog', { name: t.welcome })).toHaveCount(0);
  });
}
