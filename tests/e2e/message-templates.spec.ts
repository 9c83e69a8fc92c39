import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { snackbar } from './support/snackbar';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';
import { pickMenuItem } from './support/menu';

const PLATEAU = 'Clinique dentaire du Plateau';

/**
 * A reminder whose preview (the samples in place of its placeholders, the clinic's name and the
 * STOP line included) is about 110 characters, all of them in GSM-7: one SMS segment until a
 * typographic apostrophe turns it into UCS-2.
 */
const GSM_REMINDER =
  'Bonjour {{patientFirstName}}, le {{date}} a {{time}}. {{practiceName}} {{unsubscribeLine}}';

/**
 * The same with two spaces before the STOP line: the practice's phone goes between them. The text
 * is valid as it is, so that leaving the field shows no error that would move the buttons.
 */
const SPACED_REMINDER = GSM_REMINDER.replace(' {{unsubscribeLine}}', '  {{unsubscribeLine}}');

const texts = {
  en: {
    heading: 'Appointment notifications',
    frenchSms: 'SMS in French',
    body: 'Text of the SMS, in French',
    insert: 'Insert a placeholder',
    practicePhone: 'Practice phone number ({{practicePhone}})',
    oneSegment: /^1 segment: 160 characters fit in one SMS/,
    twoSegments: /^2 segments: 70 characters fit in one SMS, 67 per segment when longer$/,
    warning: 'Special characters make this SMS longer',
    save: 'Save the template',
    saved: 'Changes saved.',
    missing:
      'This message must contain Patient’s first name ({{patientFirstName}}) and Appointment time ({{time}}).',
    notSaved: /The template was not saved\. Your text is kept/,
  },
  fr: {
    heading: 'Avis de rendez-vous',
    frenchSms: 'SMS en français',
    body: 'Texte du SMS, en français',
    insert: 'Insérer une variable',
    practicePhone: 'Numéro de téléphone de la clinique ({{practicePhone}})',
    oneSegment: /^1\ssegment\s: 160\scaractères tiennent dans un SMS/,
    twoSegments: /^2\ssegments\s: 70\scaractères tiennent dans un SMS, 67 par segment au-delà$/,
    warning: 'Des caractères spéciaux allongent ce SMS',
    save: 'Enregistrer le modèle',
    saved: 'Modifications enregistrées.',
    missing:
      'Ce message doit contenir Prénom du patient ({{patientFirstName}}) et Heure du rendez-vous ({{time}}).',
    notSaved: /Le modèle n’a pas été enregistré\. Votre texte est conservé/,
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

/** The notifications screen on Plateau, with its French SMS template open. */
const openFrenchSms = async (page: Page, lang: Lang) => {
  const t = texts[lang];
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto('/communications/notifications');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await page.getByRole('tab', { name: t.frenchSms }).click();
  return page.getByRole('textbox', { name: t.body });
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`edits the French SMS: a placeholder at the cursor, the preview, 1 then 2 segments (${lang})`, async ({
    page,
  }) => {
    const body = await openFrenchSms(page, lang);
    await body.fill(SPACED_REMINDER);
    await expect(page.getByText(t.oneSegment)).toBeVisible();
    await expect(page.getByText(t.warning)).toHaveCount(0);

    // The cursor between the two spaces before the STOP line: the practice's phone goes there.
    await body.evaluate((element: HTMLTextAreaElement) => {
      const at = element.value.indexOf('  ') + 1;
      element.setSelectionRange(at, at);
    });
    await page.getByRole('button', { name: t.insert }).click();
    await pickMenuItem(page, t.practicePhone);
    await expect(body).toHaveValue(SPACED_REMINDER.replace('  ', ' {{practicePhone}} '));
    await expect(
      page.getByText(/Clinique dentaire du Plateau [\d ()-]+ Répondez ARRET pour vous désabonner\./).first(),
    ).toBeVisible();

    // Back to about 110 characters of GSM-7, then one typographic apostrophe.
    await body.fill(GSM_REMINDER);
    await expect(page.getByText(t.oneSegment)).toBeVisible();
    await body.press('End');
    await body.pressSequentially(' C’est noté.');
    await expect(page.getByText(t.twoSegments)).toBeVisible();
    await expect(page.getByText(t.warning)).toBeVisible();
    await expect(page.locator('mark', { hasText: '’' }).first()).toBeVisible();
    await scanner(page, lang)('French SMS template with the UCS-2 warning');

    await page.getByRole('button', { name: t.save }).click();
    await expect(snackbar(page, t.saved)).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: t.frenchSms }).click();
    await expect(page.getByRole('textbox', { name: t.body })).toHaveValue(`${GSM_REMINDER} C’est noté.`);
  });

  test(`refuses a template without a required placeholder, at the field (${lang})`, async ({ page }) => {
    const body = await openFrenchSms(page, lang);
    await body.fill('Bonjour, votre rendez-vous est le {{date}}.');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.missing)).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
  });

  test(`keeps the typed text when the save fails (${lang})`, async ({ page, offlineApi }) => {
    const body = await openFrenchSms(page, lang);
    await offlineApi.faults({ operationId: 'updateCommunicationTemplate', status: 500 });
    const typed = `${GSM_REMINDER} Merci!`;
    await body.fill(typed);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.notSaved)).toBeVisible({ timeout: 15_000 });
    await expect(body).toHaveValue(typed);
  });
}
