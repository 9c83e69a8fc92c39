import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';
const PATH = '/communications/history';

const texts = {
  en: {
    title: 'Communications history',
    table: 'Messages sent',
    channel: 'Channel',
    language: 'Language',
    from: 'Sent from',
    to: 'Sent until',
    apply: 'Apply',
    lastName: 'Last name',
    next: 'Next page',
    pageThree: /^Page 3 of /,
    sms: 'SMS',
    french: 'French',
    noMatch: /No message matches these filters: .*sent from .*2001/,
    serverError: /An error has occurred on our servers/,
    tryAgain: 'Try again',
    total: /^[\d,]+ messages$/,
    outcome: 'Delivery outcome',
    notDelivered:
      /Not delivered — (landline|invalid number|blocked by the carrier|phone off or out of range|other reason)/,
  },
  fr: {
    title: 'Historique des communications',
    table: 'Messages envoyés',
    channel: 'Canal',
    language: 'Langue',
    from: 'Envoyé à partir du',
    to: 'Envoyé jusqu’au',
    apply: 'Appliquer',
    lastName: 'Nom de famille',
    next: 'Page suivante',
    pageThree: /^Page 3 sur /,
    sms: 'SMS',
    french: 'Français',
    noMatch: /Aucun message ne correspond à ces filtres \(.*envoyé à partir du .*2001.*\)\./,
    serverError: /Une erreur s’est produite sur nos serveurs/,
    tryAgain: 'Réessayer',
    total: /^[\d\s]+\smessages$/,
    outcome: 'Résultat de la livraison',
    notDelivered:
      /Non livré — (ligne fixe|numéro invalide|bloqué par l’opérateur|téléphone éteint ou hors zone|autre raison)/,
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

const open = async (page: Page, lang: Lang, path = PATH) => {
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto(path);
  const title = path === PATH ? texts[lang].title : undefined;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

const table = (page: Page, lang: Lang) => page.getByRole('table', { name: texts[lang].table });

/** The rows' text once the table is not loading any more (the previous page stays while it loads). */
const settledRows = async (page: Page, lang: Lang) => {
  await expect(page.getByRole('region', { name: texts[lang].table })).toHaveAttribute('aria-busy', 'false');
  return table(page, lang).getByRole('row').allInnerTexts();
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`filters SMS in French, sorts, pages to 3, and shows the same rows after a reload and Back (${lang})`, async ({
    page,
  }) => {
    await open(page, lang);
    await page.getByRole('combobox', { name: t.channel }).selectOption('SMS');
    await page.getByRole('combobox', { name: t.language, exact: true }).selectOption('FR');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/channel=SMS&language=FR/);
    await table(page, lang).getByRole('button', { name: t.lastName, exact: true }).click();
    await expect(page.getByRole('columnheader', { name: t.lastName, exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.pageThree)).toBeVisible();
    await expect(page).toHaveURL(/page=3/);
    const pageThree = await settledRows(page, lang);
    expect(pageThree.length).toBeGreaterThan(1);
    for (const row of pageThree.slice(1)) {
      expect(row).toContain(t.sms);
      expect(row).toContain(t.french);
    }

    await page.reload();
    await expect(page.getByText(t.pageThree)).toBeVisible();
    expect(await settledRows(page, lang)).toEqual(pageThree);

    await page.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(/page=4/);
    await page.goBack();
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByText(t.pageThree)).toBeVisible();
    expect(await settledRows(page, lang)).toEqual(pageThree);
    // The pager button keeps the focus, and its tooltip (a portal outside the landmarks) with it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await scanner(page, lang)('history filtered, sorted, page 3');
  });

  test(`filters the SMS not delivered and says why each failed (${lang})`, async ({ page }) => {
    await open(page, lang);
    await page.getByRole('combobox', { name: t.outcome }).selectOption('FAILED');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/\?outcome=FAILED$/);
    await expect(page.getByText(t.total)).toBeVisible();
    const rows = (await settledRows(page, lang)).slice(1);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatch(t.notDelivered);
    await page.reload();
    await expect(page.getByRole('combobox', { name: t.outcome })).toHaveValue('FAILED');
    expect((await settledRows(page, lang)).slice(1)).toEqual(rows);
  });

  test(`a date range without any message says which filters found nothing (${lang})`, async ({ page }) => {
    await open(page, lang);
    await page.getByLabel(t.from).fill('2001-01-01');
    await page.getByLabel(t.to).fill('2001-01-31');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.noMatch)).toBeVisible();
    await expect(table(page, lang)).toHaveCount(0);
    await scanner(page, lang)('history empty state');
  });

  test(`says the server failed, and shows the history once Try again succeeds (${lang})`, async ({
    page,
    offlineApi,
  }) => {
    // Armed on a page that reads no history: on the history, the next page it fetches once a page
    // shows could spend the faults before the reload (as it did in a loaded CI run).
    await open(page, lang, '/analytik');
    await offlineApi.faults({ operationId: 'getCommunicationHistory', status: 503, times: 3 });
    await page.goto(PATH);
    await expect(page.getByText(t.serverError).first()).toBeVisible();
    await page.getByRole('button', { name: t.tryAgain }).click();
    await expect(table(page, lang)).toBeVisible();
    await expect(page.getByText(t.total)).toBeVisible();
  });

  test(`fits a 375 px phone: the table scrolls in its own region, and axe passes (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, lang);
    await expect(table(page, lang)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: t.table });
    const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls, 'the table scrolls inside its region').toBe(true);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await scanner(page, lang)('history at 375 px');
  });
}
