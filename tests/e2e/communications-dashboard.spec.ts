import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';
const PATH = '/communications/admin';

const texts = {
  en: {
    title: 'Automated communications',
    period: 'Period',
    from: 'First day',
    to: 'Last day',
    show: 'Show statistics',
    sent: 'Messages sent',
    tableToggle: 'Daily values as a table',
    table: 'Messages sent each day, by kind',
    chart: 'Messages sent each day, by kind',
    tooLong: 'Choose a period of at most 366 days',
    notifications: 'Settings for appointment notifications',
    smsBar: 'SMS segments used this month',
    deliveryRate: 'Delivery rate',
    notDeliveredLink: /^See the [\d,]+ messages not delivered$/,
    status: 'Delivery status',
    failure: /Not delivered — |Bounced — |Reported as spam/,
  },
  fr: {
    title: 'Communications automatisées',
    period: 'Période',
    from: 'Premier jour',
    to: 'Dernier jour',
    show: 'Afficher les statistiques',
    sent: 'Messages envoyés',
    tableToggle: 'Valeurs quotidiennes sous forme de tableau',
    table: 'Messages envoyés chaque jour, par type',
    chart: 'Messages envoyés chaque jour, par type',
    tooLong: 'Choisissez une période d’au plus 366 jours',
    notifications: 'Paramètres des avis de rendez-vous',
    smsBar: 'Segments SMS utilisés ce mois-ci',
    deliveryRate: 'Taux de livraison',
    notDeliveredLink: /^Voir les [\d\s]+ messages non livrés$/,
    status: 'État de la livraison',
    failure: /Non livré — |Retourné — |Signalé comme pourriel/,
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

const open = async (page: Page, lang: Lang, path = PATH) => {
  await preferLanguage(page, lang);
  await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].title })).toBeVisible();
};

const numberOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

const chooseRange = async (page: Page, lang: Lang, from: string, to: string) => {
  const t = texts[lang];
  await page.getByRole('combobox', { name: t.period }).selectOption('custom');
  await page.getByLabel(t.from).fill(from);
  await page.getByLabel(t.to).fill(to);
  await page.getByRole('button', { name: t.show }).click();
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`a custom range's totals equal the sum of the daily chart's table (${lang})`, async ({ page }) => {
    await open(page, lang);
    await expect(page.getByRole('link', { name: t.notifications })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: t.smsBar })).toBeVisible();
    await chooseRange(page, lang, '2026-10-01', '2026-10-31');
    await expect(page).toHaveURL(/period=custom&from=2026-10-01&to=2026-10-31/);
    await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
    await page.getByText(t.tableToggle).click();
    const table = page.getByRole('table', { name: t.table });
    // October's rows: the header, 31 days and the totals. While October loads, the screen keeps
    // the period shown before (this month), which a loaded runner once read.
    await expect(table.getByRole('row')).toHaveCount(1 + 31 + 1);
    const rows = await table.getByRole('row').all();
    const values = await Promise.all(
      rows.slice(1).map(async (row) => (await row.getByRole('cell').allInnerTexts()).map(numberOf)),
    );
    const totals = values.at(-1)!;
    const days = values.slice(0, -1);
    expect(days).toHaveLength(31);
    const summed = days.reduce((sum, day) => sum.map((value, index) => value + day[index]!));
    expect(totals).toEqual(summed);
    expect(totals.at(-1)).toBeGreaterThan(0);
    const sent = page
      .locator('dt', { hasText: new RegExp(`^${t.sent}$`) })
      .locator('xpath=following-sibling::dd');
    expect(numberOf(await sent.innerText())).toBe(totals.at(-1));

    await page.reload();
    await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
    await page.getByText(t.tableToggle).click();
    await expect(page.getByRole('table', { name: t.table })).toBeVisible();
    await scanner(page, lang)('communications dashboard, custom range with its table');
  });

  test(`the period's delivery rate leads to its messages not delivered (${lang})`, async ({ page }) => {
    await open(page, lang, `${PATH}?period=custom&from=2026-10-01&to=2026-10-31`);
    const rate = page
      .locator('dt', { hasText: new RegExp(`^${t.deliveryRate}$`) })
      .locator('xpath=following-sibling::dd');
    await expect(rate).toHaveText(/^\d{1,3}([.,]\d)?\s?%$/);
    await page.getByRole('link', { name: t.notDeliveredLink }).click();
    await expect(page).toHaveURL(/\/communications\/history\?status=FAILED&from=2026-10-01&to=2026-10-31$/);
    await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('FAILED');
    const region = page.getByRole('region', { name: t.sent });
    await expect(region).toHaveAttribute('aria-busy', 'false');
    const rows = (await region.getByRole('row').allInnerTexts()).slice(1);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatch(t.failure);
  });

  test(`refuses a period over 366 days at the field (${lang})`, async ({ page }) => {
    await open(page, lang);
    await chooseRange(page, lang, '2025-01-01', '2026-01-05');
    await expect(page.getByText(t.tooLong)).toBeVisible();
    await expect(page).not.toHaveURL(/to=2026-01-05/);
  });

  test(`fits a 375 px phone without sideways scrolling, and axe passes (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, lang, `${PATH}?period=year`);
    await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
    await page.getByText(t.tableToggle).click();
    await expect(page.getByRole('table', { name: t.table })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
    await scanner(page, lang)('communications dashboard at 375 px');
  });
}
