import { readFile } from 'node:fs/promises';
import { readCsv } from '../utils/read-csv';
import { preferLanguage, signedInAs, startOnPractice } from './support/accounts';
import { expect, test } from './support/test';

const PLATEAU = 'Clinique dentaire du Plateau';

const texts = {
  en: {
    title: 'Communications history',
    export: 'Export to CSV',
    total: /^[\d,]+ messages$/,
    separator: ',',
    header:
      'File number,First name,Last name,Language,Communication type,Date sent,Channel,Delivery status,Sent to',
    file: /^communication-history-2025-01-01-\d{4}-\d{2}-\d{2}\.csv$/,
    french: 'French',
  },
  fr: {
    title: 'Historique des communications',
    export: 'Exporter en CSV',
    total: /^[\d\s]+\smessages$/,
    separator: ';',
    header:
      'Numéro de dossier;Prénom;Nom de famille;Langue;Type de communication;Date d’envoi;Canal;État de la livraison;Envoyé à',
    file: /^historique-communications-2025-01-01-\d{4}-\d{2}-\d{2}\.csv$/,
    french: 'Français',
  },
} as const;

test.use(signedInAs('clinic'));

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`exports every filtered message, not the page, as a CSV file in its language (${lang})`, async ({
    page,
  }) => {
    await preferLanguage(page, lang);
    await startOnPractice(page, 'clinic', PLATEAU);
    await page.goto('/communications/history?channel=SMS&language=FR&from=2025-01-01');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const totalText = (await page.getByText(t.total).textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(50);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(t.file);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(t.header);
    const { records } = readCsv(text, t.separator);
    expect(records).toHaveLength(total);
    expect(records.every((record) => record[3] === t.french && record[6] === 'SMS')).toBe(true);
  });
}
