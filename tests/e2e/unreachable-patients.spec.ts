import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readCsv } from '../utils/read-csv';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';
const PATH = '/communications/unreachable';

const texts = {
  en: {
    title: 'Patients we cannot reach',
    table: 'Patients we cannot reach',
    reason: 'Reason',
    landline: 'Landline',
    apply: 'Apply',
    total: /^[\d,]+ patients?$/,
    fileNumber: /File (\S+)/,
    export: 'Export to CSV',
    separator: ',',
    file: /^unreachable-patients-\d{4}-\d{2}-\d{2}\.csv$/,
    upcoming: 'Upcoming messages',
    cardCount: /^([\d,]+) patients? gets? no automated message/,
    cardLink: 'See the patients and why',
    landlineSentence: /No valid mobile number: the number on file is a landline( \(since .+\))?/,
  },
  fr: {
    title: 'Patients injoignables',
    table: 'Patients injoignables',
    reason: 'Raison',
    landline: 'Ligne fixe',
    apply: 'Appliquer',
    total: /^[\d\s]+\spatients?$/,
    fileNumber: /Dossier (\S+)/,
    export: 'Exporter en CSV',
    separator: ';',
    file: /^patients-injoignables-\d{4}-\d{2}-\d{2}\.csv$/,
    upcoming: 'Messages à venir',
    cardCount: /^([\d\s]+)\spatients? ne reçoi(t|vent) aucun message automatisé/,
    cardLink: 'Voir les patients et pourquoi',
    landlineSentence:
      /Aucun numéro de cellulaire valide\u00a0: le numéro au dossier est une ligne fixe( \(depuis le .+\))?/,
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

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`a landline: on the list, in the export, and the upcoming messages say why not (${lang})`, async ({
    page,
  }) => {
    await open(page, lang);
    await expect(page.getByText(t.total)).toBeVisible();
    await page.getByRole('combobox', { name: t.reason }).selectOption({ label: t.landline });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/\?reason=LANDLINE$/);
    await expect(page.getByRole('region', { name: t.table })).toHaveAttribute('aria-busy', 'false');
    const rows = table(page, lang).getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    const first = rows.nth(1).getByRole('cell');
    await expect(first.nth(1)).toContainText(t.landline);
    const fileNumber = (await first.nth(0).textContent())?.match(t.fileNumber)?.[1];
    expect(fileNumber).toBeDefined();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(t.file);
    const { records } = readCsv((await readFile(await download.path())).toString('utf8'), t.separator);
    expect(records.find((record) => record[0] === fileNumber)?.[3]).toBe(t.landline);
    await scanner(page, lang)('unreachable patients, landlines');

    // The upcoming SMS to a landline say why they will not go. The landlines of the list have no
    // message planned in the next 60 days of the pinned data: the sentence is read on the
    // patients whose email still reaches them (a landline alone does not close every channel).
    await page.goto('/communications/upcoming?days=60&status=SKIPPED&reason=NO_VALID_CONTACT&pageSize=200');
    await expect(page.getByRole('heading', { level: 1, name: t.upcoming })).toBeVisible();
    await expect(page.getByText(t.landlineSentence).first()).toBeVisible();
  });

  test(`the dashboard counts them and leads to their list (${lang})`, async ({ page }) => {
    await open(page, lang, '/communications/admin');
    const card = page.getByRole('region', { name: t.title });
    const sentence = (await card.getByText(t.cardCount).textContent()) ?? '';
    const count = Number(sentence.match(t.cardCount)?.[1]?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await card.getByRole('link', { name: t.cardLink }).click();
    await expect(page).toHaveURL(/\/communications\/unreachable$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const total = (await page.getByText(t.total).textContent()) ?? '';
    expect(Number(total.replace(/\D/g, ''))).toBe(count);
  });

  test(`fits a 375 px phone, by keyboard, and axe passes (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, lang);
    await expect(table(page, lang)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
    // The filter and its button are reached and used by keyboard alone.
    await page.getByRole('combobox', { name: t.reason }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.apply })).toBeFocused();
    await scanner(page, lang)('unreachable patients at 375 px');
  });
}
