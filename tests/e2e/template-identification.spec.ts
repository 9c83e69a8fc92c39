import type { Page } from '@playwright/test';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { pickMenuItem } from './support/menu';
import { snackbar } from './support/snackbar';
import { expect, test } from './support/test';

/**
 * CASL s. 6(2): every message names the clinic and says how to unsubscribe. A template without
 * its STOP line is refused with the reason at its text (docs/decisions/053), in either language
 * of the interface, and the line, once inserted, is counted in the SMS's length.
 */
const PLATEAU = 'Clinique dentaire du Plateau';

/** A recall that names the clinic and says nothing of how to stop the messages. */
const WITHOUT_STOP =
  'Bonjour {{patientFirstName}}, votre nettoyage est prévu le {{dueDate}}. {{practiceName}} ';

const texts = {
  en: {
    heading: 'Hygiene recalls',
    frenchSms: 'SMS in French',
    body: 'Text of the SMS, in French',
    insert: 'Insert a placeholder',
    stopLine: 'Unsubscribe line ({{unsubscribeLine}}), required',
    save: 'Save the template',
    saved: 'Changes saved.',
    reason:
      'Every SMS must say how to unsubscribe, as Canada’s anti-spam law requires: add Unsubscribe line ({{unsubscribeLine}}) or write a sentence with the word ARRET.',
  },
  fr: {
    heading: 'Rappels d’hygiène',
    frenchSms: 'SMS en français',
    body: 'Texte du SMS, en français',
    insert: 'Insérer une variable',
    stopLine: 'Ligne de désabonnement ({{unsubscribeLine}}), obligatoire',
    save: 'Enregistrer le modèle',
    saved: 'Modifications enregistrées.',
    reason:
      /^Chaque SMS doit indiquer comment se désabonner, comme l’exige la Loi canadienne anti-pourriel\s: ajoutez Ligne de désabonnement \(\{\{unsubscribeLine\}\}\) ou écrivez une phrase avec le mot ARRET\.$/,
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

const openFrenchRecallSms = async (page: Page, lang: Lang) => {
  const t = texts[lang];
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto('/communications/hygiene-recalls');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await page.getByRole('tab', { name: t.frenchSms }).click();
  return page.getByRole('textbox', { name: t.body });
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`refuses an SMS without its STOP line, saying why at the text (${lang})`, async ({ page }) => {
    const body = await openFrenchRecallSms(page, lang);
    await body.fill(WITHOUT_STOP);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.reason)).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    // The press of Save went through (the reason did not move the button away before it): the
    // focus is on the text to correct.
    await expect(body).toBeFocused();

    // The line from the menu, at the end: the preview shows it, and the save goes through.
    await body.press('End');
    await page.getByRole('button', { name: t.insert }).click();
    await pickMenuItem(page, t.stopLine);
    await expect(body).toHaveValue(`${WITHOUT_STOP}{{unsubscribeLine}}`);
    await expect(page.getByText(/Plateau Répondez ARRET pour vous désabonner\.$/).first()).toBeVisible();
    await expect(page.getByText(t.reason)).toHaveCount(0);
    await page.getByRole('button', { name: t.save }).click();
    await expect(snackbar(page, t.saved)).toBeVisible();
  });
}
