import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs } from './support/accounts';
import { snackbar } from './support/snackbar';
import { noSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

const NBSP = '\u00a0';

const texts = {
  en: {
    heading: 'Pricing files',
    table: 'Pricing files',
    upload: 'Upload a pricing file',
    year: /^Year/,
    group: /^Group/,
    provider: /^Provider/,
    fileInput: 'File',
    send: 'Upload',
    progress: 'Upload progress',
    sending: 'Uploading…',
    failed: /^The pricing file could not be uploaded\. Everything is still filled in/,
    uploaded: (file: string, group: string, provider: string) =>
      `The pricing file ${file} has been uploaded for 2027, ${group}, ${provider}.`,
    filters: 'Filter the pricing files',
    filterYear: 'Year',
    filterGroup: 'Group',
    filterProvider: 'Provider',
    apply: 'Apply',
    one: '1 pricing file',
    noMatch: 'No pricing file matches these filters.',
    download: (file: string) => `Download ${file}`,
    remove: (file: string) => `Delete ${file}`,
    confirmDelete: (file: string) => `Delete ${file}?`,
    confirm: 'Delete',
    deleted: (file: string) => `The pricing file ${file} has been deleted.`,
    readOnly: 'Read-only access: you can consult everything here, but not change it.',
    count: '26 pricing files',
  },
  fr: {
    heading: 'Fichiers de tarification',
    table: 'Fichiers de tarification',
    upload: 'Téléverser un fichier de tarification',
    year: /^Année/,
    group: /^Groupe/,
    provider: /^Payeur/,
    fileInput: 'Fichier',
    send: 'Téléverser',
    progress: 'Progression du téléversement',
    sending: 'Téléversement en cours…',
    failed: /^Le fichier de tarification n’a pas pu être téléversé\. Tout est encore rempli/,
    uploaded: (file: string, group: string, provider: string) =>
      `Le fichier de tarification ${file} a été téléversé pour 2027, ${group}, ${provider}.`,
    filters: 'Filtrer les fichiers de tarification',
    filterYear: 'Année',
    filterGroup: 'Groupe',
    filterProvider: 'Payeur',
    apply: 'Appliquer',
    one: '1 fichier de tarification',
    noMatch: 'Aucun fichier de tarification ne correspond à ces filtres.',
    download: (file: string) => `Télécharger ${file}`,
    remove: (file: string) => `Supprimer ${file}`,
    confirmDelete: (file: string) => `Supprimer ${file}?`,
    confirm: 'Supprimer',
    deleted: (file: string) => `Le fichier de tarification ${file} a été supprimé.`,
    readOnly: `Accès en lecture seule${NBSP}: vous pouvez tout consulter ici, mais rien modifier.`,
    count: '26 fichiers de tarification',
  },
} as const;

type Lang = keyof typeof texts;

/** Bytes that are not valid UTF-8 (a round trip through text would change them), as a PDF starts. */
const pdfBytes = (lang: Lang) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n% e2e ${lang}\n`),
    Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x81, 0xc3, 0x28, 0x0a]),
    Buffer.from('%%EOF\n'),
  ]);

const open = async (page: Page, lang: Lang, query = '') => {
  await preferLanguage(page, lang);
  await page.goto(`/admin/pricing${query}`);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].heading })).toBeVisible();
  await expect(page.getByRole('table', { name: texts[lang].table })).toBeVisible();
};

interface Upload {
  group: string;
  provider: string;
  name: string;
  bytes: Buffer;
}

/** Fills the upload dialog (year 2027, a year no seeded file has) and chooses the file. */
const fillUpload = async (page: Page, lang: Lang, upload: Upload) => {
  const t = texts[lang];
  await page.getByRole('button', { name: t.upload }).click();
  const dialog = page.getByRole('dialog', { name: t.upload });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t.year }).fill('2027');
  await dialog.getByRole('textbox', { name: t.group }).fill(upload.group);
  await dialog.getByRole('textbox', { name: t.provider }).fill(upload.provider);
  await dialog
    .getByLabel(t.fileInput, { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: upload.name, mimeType: 'application/pdf', buffer: upload.bytes });
  await expect(dialog.getByText(upload.name)).toBeVisible();
  return dialog;
};

const filterOn = async (page: Page, lang: Lang, { group, provider }: Pick<Upload, 'group' | 'provider'>) => {
  const t = texts[lang];
  const filters = page.getByRole('form', { name: t.filters });
  await filters.getByRole('combobox', { name: t.filterYear }).selectOption('2027');
  await filters.getByRole('combobox', { name: t.filterGroup }).selectOption(group);
  await filters.getByRole('combobox', { name: t.filterProvider }).selectOption(provider);
  await filters.getByRole('button', { name: t.apply }).click();
  await expect(page.getByText(t.one, { exact: true })).toBeVisible();
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test.describe(`as sysadmin (${lang})`, () => {
    test.use(signedInAs('sysadmin'));

    test(`uploads a file with its progress, finds it by filter, downloads the same bytes, keeps it over a reload, deletes it (${lang})`, async ({
      page,
      offlineApi,
    }) => {
      test.slow(); // A failed upload, its retry, a download and two reloads.
      const scan = scanner(page, lang);
      const upload: Upload = {
        group: `E2E-${lang.toUpperCase()}`,
        provider: 'Journey',
        name: lang === 'fr' ? 'Tarifs été e2e.pdf' : 'fee-guide-e2e.pdf',
        bytes: pdfBytes(lang),
      };
      await open(page, lang);
      await scan('pricing files');

      const dialog = await fillUpload(page, lang, upload);
      await scan('upload dialog');
      // The answer comes late, then fails: the progress shows meanwhile. (The offline mode's
      // service worker takes the body whole, so no share between 0 and 100 % shows here.)
      await offlineApi.faults({
        operationId: 'uploadPricingFile',
        kind: 'timeout',
        delayMs: 2_000,
        times: 1,
      });
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      await expect(dialog.getByRole('progressbar', { name: t.progress })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.sending })).toHaveAttribute('aria-disabled', 'true');
      await expect(dialog.getByRole('alert').filter({ hasText: t.failed })).toBeVisible({ timeout: 15_000 });
      // Sent again without choosing the file again.
      await expect(dialog.getByText(upload.name)).toBeVisible();
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      await expect(snackbar(page, t.uploaded(upload.name, upload.group, upload.provider))).toBeVisible();
      await expect(dialog).toBeHidden();

      await filterOn(page, lang, upload);
      await expect(page).toHaveURL(/[?&]year=2027&group=E2E-/);
      const row = page.getByRole('table', { name: t.table }).getByRole('row').nth(1);
      await expect(row).toContainText(upload.name);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.download(upload.name) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(upload.name);
      expect(Buffer.compare(await readFile(await download.path()), upload.bytes)).toBe(0);

      await page.reload();
      await expect(page.getByText(t.one, { exact: true })).toBeVisible();
      await expect(row).toContainText(upload.name);

      await page.getByRole('button', { name: t.remove(upload.name) }).click();
      const confirmDialog = page.getByRole('dialog', { name: t.confirmDelete(upload.name) });
      await expect(confirmDialog).toBeVisible();
      await scan('delete confirmation');
      await confirmDialog.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(snackbar(page, t.deleted(upload.name))).toBeVisible();
      await expect(page.getByText(t.noMatch)).toBeVisible();
      await page.reload();
      await expect(page.getByText(t.noMatch)).toBeVisible();
    });

    test(`keeps an upload over a reload, and loses it with ?offline-reset (${lang})`, async ({ page }) => {
      const upload: Upload = {
        group: `Reset-${lang.toUpperCase()}`,
        provider: 'Journey',
        name: `reset-${lang}.pdf`,
        bytes: pdfBytes(lang),
      };
      await open(page, lang);
      const dialog = await fillUpload(page, lang, upload);
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      await expect(snackbar(page, t.uploaded(upload.name, upload.group, upload.provider))).toBeVisible();
      await filterOn(page, lang, upload);

      await page.reload();
      await expect(page.getByRole('button', { name: t.download(upload.name) })).toBeVisible();

      await open(page, lang, '?offline-reset');
      await expect(page.getByText(t.count, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.download(upload.name) })).toHaveCount(0);
    });

    test(`fits a 375 px phone and works from the keyboard (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, lang);
      await noSidewaysScroll(page, 'the pricing files');
      await scanner(page, lang)('pricing files at 375 px');

      // Tab reaches the upload button; Enter opens the dialog on its first field; Escape closes it.
      const uploadButton = page.getByRole('button', { name: t.upload });
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await uploadButton.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(uploadButton).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.upload });
      await expect(dialog.getByRole('textbox', { name: t.year })).toBeFocused();
      await noSidewaysScroll(page, 'the upload dialog');
      await scanner(page, lang)('upload dialog at 375 px');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(uploadButton).toBeFocused();
    });
  });

  test.describe(`as readonly (${lang})`, () => {
    test.use(signedInAs('readonly'));

    test(`sees and downloads every file, with no control that changes anything (${lang})`, async ({
      page,
    }) => {
      await open(page, lang);
      await expect(page.getByText(t.readOnly)).toBeVisible();
      await expect(page.getByText(t.count, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.upload })).toHaveCount(0);
      await expect(page.getByRole('button', { name: new RegExp(`^${t.confirm} `) })).toHaveCount(0);
      await expect(page.locator('input[type=file]')).toHaveCount(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.download('tarifs-acdq-ramq-2026.pdf') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('tarifs-acdq-ramq-2026.pdf');
      await scanner(page, lang)('pricing files, read-only');
    });
  });
}
