import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { snackbar } from './support/snackbar';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    notifications: 'Appointment notifications',
    confirmations: 'Appointment confirmations',
    recalls: 'Hygiene recalls',
    form: 'When and how',
    sms: 'SMS (text message)',
    email: 'Email',
    businessDays: /Business days before the appointment/,
    daysAfter: /Days after the due date/,
    hour: /Time of sending/,
    atBooking: /When the appointment is booked/,
    reminderBefore: 'As a reminder, before the appointment',
    afterDueDate: 'After the due date',
    save: 'Save',
    saved: 'Changes saved.',
    reminderRule: 'By SMS, 4 business days before the appointment, at 3:00 p.m.',
    confirmationRule: 'By SMS and email, 10 minutes after the appointment is booked.',
    recallRule: 'By email, 45 days after the hygiene due date, at 8:00 a.m.',
    turnOff: 'Turn off',
    turnOn: 'Turn on',
    confirmOff: 'Turn off appointment confirmations?',
    disabling: 'Turning off…',
    disabled: 'Off',
    enabling: 'Turning on…',
    upTo15: /up to 15 minutes/,
    bookingNotice: 'Also notify patients when a new appointment is booked',
  },
  fr: {
    notifications: 'Avis de rendez-vous',
    confirmations: 'Confirmations de rendez-vous',
    recalls: 'Rappels d’hygiène',
    form: 'Quand et comment',
    sms: 'SMS',
    email: 'Courriel',
    businessDays: /Jours ouvrables avant le rendez-vous/,
    daysAfter: /Jours après la date prévue/,
    hour: /Heure d’envoi/,
    atBooking: /À la prise du rendez-vous/,
    reminderBefore: 'Quelques jours ouvrables avant le rendez-vous',
    afterDueDate: 'Après la date prévue',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées.',
    reminderRule: /^Par SMS, 4\sjours ouvrables avant le rendez-vous, à 15\sh\.$/,
    confirmationRule: 'Par SMS et courriel, 10 minutes après la prise du rendez-vous.',
    recallRule: /^Par courriel, 45\sjours après la date prévue de la visite d’hygiène, à 8\sh\.$/,
    turnOff: 'Désactiver',
    turnOn: 'Activer',
    confirmOff: 'Désactiver les confirmations de rendez-vous?',
    disabling: 'Désactivation en cours…',
    disabled: 'Désactivé',
    enabling: 'Activation en cours…',
    upTo15: /jusqu’à 15\sminutes/,
    bookingNotice: 'Aviser aussi les patients lorsqu’un nouveau rendez-vous est pris',
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

const open = async (page: Page, lang: Lang, path: string, heading: string) => {
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.getByRole('form', { name: texts[lang].form });
};

/** Checks exactly the channels given, whatever the seed had. */
const chooseChannels = async (page: Page, lang: Lang, channels: { sms: boolean; email: boolean }) => {
  const form = page.getByRole('form', { name: texts[lang].form });
  await form.getByRole('checkbox', { name: texts[lang].sms }).setChecked(channels.sms);
  await form.getByRole('checkbox', { name: texts[lang].email }).setChecked(channels.email);
};

const saveAndReload = async (page: Page, lang: Lang) => {
  await page.getByRole('button', { name: texts[lang].save, exact: true }).click();
  await expect(snackbar(page, texts[lang].saved)).toBeVisible();
  await page.reload();
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`changes when and how notifications go out, and keeps it after a reload (${lang})`, async ({
    page,
  }) => {
    const form = await open(page, lang, '/communications/notifications', t.notifications);
    await chooseChannels(page, lang, { sms: true, email: false });
    await form.getByRole('spinbutton', { name: t.businessDays }).fill('4');
    await form.getByRole('combobox', { name: t.hour }).selectOption('15');
    await expect(form.getByText(t.reminderRule)).toBeVisible();
    await saveAndReload(page, lang);
    await expect(form.getByText(t.reminderRule)).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: t.businessDays })).toHaveValue('4');
    await scanner(page, lang)(`notification settings`);
  });

  test(`sends confirmations at booking instead of before, and keeps it (${lang})`, async ({ page }) => {
    const form = await open(page, lang, '/communications/confirmations', t.confirmations);
    await form.getByRole('radio', { name: t.reminderBefore }).check();
    await form.getByRole('radio', { name: t.atBooking }).check();
    await chooseChannels(page, lang, { sms: true, email: true });
    await expect(form.getByRole('spinbutton')).toHaveCount(0);
    await expect(form.getByText(t.confirmationRule)).toBeVisible();
    await saveAndReload(page, lang);
    await expect(form.getByText(t.confirmationRule)).toBeVisible();
    await expect(form.getByRole('radio', { name: t.atBooking })).toBeChecked();
  });

  test(`recalls after the due date by email, and keeps it (${lang})`, async ({ page }) => {
    const form = await open(page, lang, '/communications/hygiene-recalls', t.recalls);
    await form.getByRole('radio', { name: t.afterDueDate }).check();
    await form.getByRole('spinbutton', { name: t.daysAfter }).fill('45');
    await form.getByRole('combobox', { name: t.hour }).selectOption('8');
    await chooseChannels(page, lang, { sms: false, email: true });
    await expect(form.getByText(t.recallRule)).toBeVisible();
    await saveAndReload(page, lang);
    await expect(form.getByText(t.recallRule)).toBeVisible();
    await scanner(page, lang)(`hygiene recall settings`);
  });

  test(`turns confirmations off after asking, then on again once the change has arrived (${lang})`, async ({
    page,
  }) => {
    // The offline clinic applies a change 20 s after it is made, as a real one takes minutes. The
    // offline API answers in the page, so the page's clock is its clock: moving it forward settles
    // the change at once instead of waiting 20 s of the suite's time for it.
    await page.clock.install();
    await open(page, lang, '/communications/confirmations', t.confirmations);
    await page.getByRole('button', { name: t.turnOff, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmOff });
    await expect(dialog).toBeVisible();
    await scanner(page, lang)('confirm turning off');
    await dialog.getByRole('button', { name: t.turnOff }).click();
    await expect(page.getByText(t.disabling, { exact: true })).toBeVisible();
    await expect(page.getByText(t.upTo15).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.turnOn, exact: true })).toBeDisabled();

    // The screen reads the state again until the change reaches the clinic.
    await page.clock.fastForward('00:25');
    await expect(page.getByText(t.disabled, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.turnOn, exact: true }).click();
    await expect(page.getByText(t.enabling, { exact: true })).toBeVisible();
  });

  test(`offers new appointment notifications once the flag is on (${lang})`, async ({ page }) => {
    const form = await open(page, lang, '/communications/notifications', t.notifications);
    await expect(form.getByRole('checkbox', { name: t.bookingNotice })).toHaveCount(0);
    await page.evaluate(() => window.offlineApi?.flags.set('new_apt_notifications', true));
    await page.reload();
    await form.getByRole('checkbox', { name: t.bookingNotice }).check();
    await saveAndReload(page, lang);
    await expect(form.getByRole('checkbox', { name: t.bookingNotice })).toBeChecked();
  });
}

const screens = [
  { path: '/communications/notifications', heading: 'notifications' },
  { path: '/communications/confirmations', heading: 'confirmations' },
  { path: '/communications/hygiene-recalls', heading: 'recalls' },
] as const;

const leaveTexts = {
  en: { dialog: 'Leave without saving?', stay: 'Close', history: 'Communications history' },
  fr: { dialog: 'Quitter sans enregistrer?', stay: 'Fermer', history: 'Historique des communications' },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`each settings screen fits a 375 px phone, passes axe, and works from the keyboard (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scan = scanner(page, lang);
    for (const { path, heading } of screens) {
      await open(page, lang, path, t[heading]);
      await expect(page.getByRole('tab').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
      await scan(`${path} at 375 px`);
    }

    // From the keyboard: the e-mail channel off with Space, then saved with Enter on the button.
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('checkbox', { name: t.sms }).focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: t.email })).toBeFocused();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: t.save, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(snackbar(page, t.saved)).toBeVisible();
  });

  test(`asks before leaving unsaved settings, and stays when told to (${lang})`, async ({ page }) => {
    const form = await open(page, lang, '/communications/notifications', t.notifications);
    await form.getByRole('spinbutton', { name: t.businessDays }).fill('5');
    await page.getByRole('link', { name: leaveTexts[lang].history }).click();
    const dialog = page.getByRole('dialog', { name: leaveTexts[lang].dialog });
    await expect(dialog).toBeVisible();
    await scanner(page, lang)('leave without saving dialog');
    await dialog.getByRole('button', { name: leaveTexts[lang].stay }).click();
    await expect(page).toHaveURL(/\/communications\/notifications$/);
    await expect(form.getByRole('spinbutton', { name: t.businessDays })).toHaveValue('5');
  });
}
