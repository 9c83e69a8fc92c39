import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readCsv } from '../utils/read-csv';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { declareOutcome, landlineCandidate, pendingRequests } from './support/offline-patients';
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
    fileNumber: (number: string) => `File ${number}`,
    export: 'Export to CSV',
    separator: ',',
    file: /^unreachable-patients-\d{4}-\d{2}-\d{2}\.csv$/,
    upcoming: 'Upcoming messages',
    cardCount: /^([\d,]+) patients? gets? no automated message/,
    cardLink: 'See the patients and why',
    landlineSentence: /No valid mobile number: the number on file is a landline \(since .+\)/,
  },
  fr: {
    title: 'Patients injoignables',
    table: 'Patients injoignables',
    reason: 'Raison',
    landline: 'Ligne fixe',
    apply: 'Appliquer',
    total: /^[\d\s]+\spatients?$/,
    fileNumber: (number: string) => `Dossier ${number}`,
    export: 'Exporter en CSV',
    separator: ';',
    file: /^patients-injoignables-\d{4}-\d{2}-\d{2}\.csv$/,
    upcoming: 'Messages à venir',
    cardCount: /^([\d\s]+)\spatients? ne reçoi(t|vent) aucun message automatisé/,
    cardLink: 'Voir les patients et pourquoi',
    landlineSentence:
      /Aucun numéro de cellulaire valide\u00a0: le numéro au dossier est une ligne fixe \(depuis le .+\)/,
  },
} as const;

type Lang = keyof typeof texts;

test.use(signedInAs('clinic'));

const open = async (page: Page, lang: Lang, path = PATH) => {
  await preferLanguage(page, lang);
  const practiceId = await startOnPractice(page, 'clinic', PLATEAU);
  await page.goto(path);
  const title = path === PATH ? texts[lang].title : undefined;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return practiceId;
};

const table = (page: Page, lang: Lang) => page.getByRole('table', { name: texts[lang].table });

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`a number declared a landline: on the list, in the export, and the upcoming SMS say why not (${lang})`, async ({
    page,
  }) => {
    const practiceId = await open(page, lang);
    // A patient whose appointment still has an SMS to go, on a number that works today.
    const candidate = landlineCandidate(await pendingRequests(page, practiceId));
    expect(candidate, 'a patient with an SMS planned').toBeDefined();
    const { patientId, fileNumber, lastName } = candidate!.patient;
    // The SMS provider answers that the number on file is a landline. With an email that still
    // works, the patient would remain reachable: a bounce closes it first.
    if (candidate!.closeEmail)
      await declareOutcome(page, { practiceId, patientId, channel: 'EMAIL', reason: 'HARD_BOUNCE' });
    const receipt = await declareOutcome(page, { practiceId, patientId, channel: 'SMS', reason: 'LANDLINE' });
    expect(receipt.standing).toMatchObject({ valid: false, reason: 'LANDLINE' });

    await page.goto(PATH);
    await expect(page.getByText(t.total)).toBeVisible();
    await page.getByRole('combobox', { name: t.reason }).selectOption({ label: t.landline });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/\?reason=LANDLINE$/);
    await expect(page.getByRole('region', { name: t.table })).toHaveAttribute('aria-busy', 'false');
    // Most missed messages first: the patient's SMS put them ahead of landlines with none planned.
    const row = table(page, lang)
      .getByRole('row')
      .filter({ hasText: t.fileNumber(fileNumber) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toContainText(t.landline);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(t.file);
    const { records } = readCsv((await readFile(await download.path())).toString('utf8'), t.separator);
    expect(records.find((record) => record[0] === fileNumber)?.[3]).toBe(t.landline);
    await scanner(page, lang)('unreachable patients, landlines');

    // The same patient's upcoming SMS say why they will not go, and since when.
    await page.goto(
      `/communications/upcoming?days=60&status=SKIPPED&reason=NO_VALID_CONTACT&search=${fileNumber}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: t.upcoming })).toBeVisible();
    const sms = page
      .getByRole('listitem')
      .filter({ hasText: lastName })
      .filter({ hasText: t.landlineSentence });
    await expect(sms.first()).toBeVisible();
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
