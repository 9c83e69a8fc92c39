import type { Page } from '@playwright/test';
import { DEMO_APPOINTMENTS } from '../../mocks/db/public';
import { scanner } from './support/axe';
import { preferLanguage } from './support/accounts';
import { expect, test } from './support/test';

const texts = {
  en: {
    title: 'Confirm your appointment',
    confirm: 'Confirm my appointment',
    confirmed: 'Thank you! Your appointment is confirmed.',
    already: 'This appointment was already confirmed. There is nothing else to do.',
    invalid: /This confirmation link is not valid/,
    details: /^Clinique dentaire du Plateau, .+ 20\d\d at \d{1,2}:\d\d [ap]\.m\.$/,
    signIn: 'Sign in',
    switchTo: 'Français',
  },
  fr: {
    title: 'Confirmez votre rendez-vous',
    confirm: 'Confirmer mon rendez-vous',
    confirmed: /^Merci! Votre rendez-vous est confirmé\.$/,
    already: 'Ce rendez-vous était déjà confirmé. Vous n’avez rien d’autre à faire.',
    invalid: /Ce lien de confirmation n’est pas valide/,
    // « 9 h » for a whole hour, « 9 h 30 » otherwise (OQLF), never « 9 h 00 ».
    details: /^Clinique dentaire du Plateau, le .+ 20\d\d à \d{1,2}\sh(?:\s(?!00)\d\d)?$/,
    signIn: 'Connexion',
    switchTo: 'English',
  },
} as const;

type Lang = keyof typeof texts;

const linkOf = ({ practiceId, appointmentId }: { practiceId: string; appointmentId: string }, lang: Lang) =>
  `/confirmation?practiceId=${practiceId}&appointmentId=${appointmentId}&channel=SMS&lang=${lang}`;

const heading = (page: Page, lang: Lang) => page.getByRole('heading', { level: 1, name: texts[lang].title });

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`a seeded appointment's link confirms once, then says it was confirmed (${lang})`, async ({
    page,
  }) => {
    const scan = scanner(page, lang);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(linkOf(DEMO_APPOINTMENTS.upcoming, lang));
    await expect(heading(page, lang)).toBeVisible();
    await scan('confirmation, before the button');

    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expect(page.getByText(t.details)).toBeVisible();
    await scan('confirmation, confirmed');
    // Phones: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(linkOf(DEMO_APPOINTMENTS.upcoming, lang));
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.already)).toBeVisible();
  });

  test(`an unknown appointment shows the invalid-link message (${lang})`, async ({ page }) => {
    const scan = scanner(page, lang);
    await page.goto(linkOf({ ...DEMO_APPOINTMENTS.upcoming, appointmentId: 'Zz9Zz9Zz9Zz9Zz9Zz9Zz' }, lang));
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.invalid)).toBeVisible();
    await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
    await scan('confirmation, invalid link');
  });
}

test('on /login in French, the switch turns the page to English and a reload stays in English', async ({
  page,
}) => {
  const scan = scanner(page, 'fr');
  await preferLanguage(page, 'fr');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: texts.fr.signIn })).toBeVisible();
  await scan('login with the language switch');

  await page.getByRole('button', { name: texts.fr.switchTo }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.en.signIn })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: texts.en.signIn })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en.switchTo })).toBeVisible();
});

test('the switch of the confirmation page follows the link’s language and keeps the choice on reload', async ({
  page,
}) => {
  await page.goto(linkOf(DEMO_APPOINTMENTS.alreadyConfirmed, 'fr'));
  await expect(heading(page, 'fr')).toBeVisible();
  await page.getByRole('button', { name: texts.fr.switchTo }).click();
  await expect(heading(page, 'en')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'en')).toBeVisible();
});
