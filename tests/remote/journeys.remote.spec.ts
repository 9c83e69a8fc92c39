import type { Page } from '@playwright/test';
import { preferLanguage, startOnPractice } from '../e2e/support/accounts';
import { largestOption } from '../e2e/support/select';
import { snackbar } from '../e2e/support/snackbar';
import { expect, REMOTE, remoteControl, signInRemotely, test } from './support/remote';

const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    form: 'When and how',
    save: 'Save',
    saved: 'Changes saved.',
    notifications: 'Appointment notifications',
    hour: /Time of sending/,
    history: 'Communications history',
    table: 'Messages sent',
    channel: 'Channel',
    apply: 'Apply',
    next: 'Next page',
    pageTwo: /^Page 2 of /,
    goals: 'Yearly goals',
    year: 'Year',
    goalsForm: (year: string) => `Goals of ${PLATEAU} for ${year}`,
    fees: 'Fees',
    saveGoals: 'Save the goals',
    goalsSaved: 'Goals saved.',
  },
  fr: {
    form: 'Quand et comment',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées.',
    notifications: 'Avis de rendez-vous',
    hour: /Heure d’envoi/,
    history: 'Historique des communications',
    table: 'Messages envoyés',
    channel: 'Canal',
    apply: 'Appliquer',
    next: 'Page suivante',
    pageTwo: /^Page 2 sur /,
    goals: 'Objectifs annuels',
    year: 'Année',
    goalsForm: (year: string) => `Objectifs de ${PLATEAU} pour ${year}`,
    fees: 'Honoraires',
    saveGoals: 'Enregistrer les objectifs',
    goalsSaved: 'Objectifs enregistrés.',
  },
} as const;

type Lang = keyof typeof texts;

// One database for every remote journey (the HTTP offline API's): the two languages of a journey
// change the same records, one after the other.
test.describe.configure({ mode: 'serial' });

const start = async (page: Page, lang: Lang, path: string, heading: string) => {
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await signInRemotely(page, lang, 'clinic');
  await page.goto(`${REMOTE.app}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`saves the notifications' sending hour and reads it back after a reload (${lang})`, async ({
    page,
  }) => {
    await start(page, lang, '/communications/notifications', t.notifications);
    const form = page.getByRole('form', { name: t.form });
    const hour = form.getByRole('combobox', { name: t.hour });
    const next = (await hour.inputValue()) === '14' ? '16' : '14';
    await hour.selectOption(next);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(snackbar(page, t.saved)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: t.form }).getByRole('combobox', { name: t.hour }),
    ).toHaveValue(next);
  });

  test(`filters and pages the history through the network, after a 503 the client retried (${lang})`, async ({
    page,
  }) => {
    // The first call answers 503 with Retry-After 0: the HTTP client retries it by itself.
    await remoteControl.addFault({
      operationId: 'getCommunicationHistory',
      status: 503,
      retryAfter: '0',
      times: 1,
    });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${REMOTE.api}/api/`) && response.url().includes('/history'))
        answers.push(response.status());
    });
    await start(page, lang, '/communications/history', t.history);
    const region = page.getByRole('region', { name: t.table });
    await expect(region).toHaveAttribute('aria-busy', 'false');
    expect(answers.slice(0, 2)).toEqual([503, 200]);
    expect(await remoteControl.faults()).toEqual([]);

    await page.getByRole('combobox', { name: t.channel }).selectOption('SMS');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/channel=SMS/);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.pageTwo)).toBeVisible();
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await page.reload();
    await expect(page.getByText(t.pageTwo)).toBeVisible();
    await expect(page).toHaveURL(/channel=SMS.*page=2|page=2.*channel=SMS/);
  });

  test(`saves a yearly goal and reads it back after a reload (${lang})`, async ({ page }) => {
    await start(page, lang, '/analytik/goals', t.goals);
    const year = page.getByRole('combobox', { name: t.year });
    const nextYear = await largestOption(year);
    await year.selectOption(nextYear);
    const form = page.getByRole('form', { name: t.goalsForm(nextYear) });
    const fees = form.getByRole('textbox', { name: t.fees, exact: true });
    await expect(fees).toBeEditable();
    // Another goal than the one saved: a retry, or a second run against the same server, finds
    // this journey's earlier goal, and saving a form that changed nothing says nothing.
    const usual = 1_000_000 + (lang === 'en' ? 1234 : 4321);
    const goal = String(Number(await fees.inputValue()) === usual ? usual + 1 : usual);
    await fees.fill(goal);
    await form.getByRole('button', { name: t.saveGoals }).click();
    await expect(snackbar(page, t.goalsSaved)).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: t.goalsForm(nextYear) })
        .getByRole('textbox', { name: t.fees, exact: true }),
    ).toHaveValue(goal);
  });
}
