import { readFile } from 'node:fs/promises';
import { preferLanguage } from '../e2e/support/accounts';
import { snackbar } from '../e2e/support/snackbar';
import { expect, REMOTE, signInRemotely, test } from './support/remote';

const texts = {
  en: {
    heading: 'Pricing files',
    upload: 'Upload a pricing file',
    year: /^Year/,
    group: /^Group/,
    provider: /^Provider/,
    file: 'File',
    send: 'Upload',
    uploaded: /^The pricing file .+ has been uploaded/,
    filters: 'Filter the pricing files',
    filterYear: 'Year',
    filterGroup: 'Group',
    apply: 'Apply',
    one: '1 pricing file',
    download: (file: string) => `Download ${file}`,
    remove: (file: string) => `Delete ${file}`,
    confirmDelete: (file: string) => `Delete ${file}?`,
    confirm: 'Delete',
    deleted: /^The pricing file .+ has been deleted/,
  },
  fr: {
    heading: 'Fichiers de tarification',
    upload: 'Téléverser un fichier de tarification',
    year: /^Année/,
    group: /^Groupe/,
    provider: /^Payeur/,
    file: 'Fichier',
    send: 'Téléverser',
    uploaded: /^Le fichier de tarification .+ a été téléversé/,
    filters: 'Filtrer les fichiers de tarification',
    filterYear: 'Année',
    filterGroup: 'Groupe',
    apply: 'Appliquer',
    one: '1 fichier de tarification',
    download: (file: string) => `Télécharger ${file}`,
    remove: (file: string) => `Supprimer ${file}`,
    confirmDelete: (file: string) => `Supprimer ${file}?`,
    confirm: 'Supprimer',
    deleted: /^Le fichier de tarification .+ a été supprimé/,
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`uploads a pricing file over HTTP and downloads the same bytes under its name (${lang})`, async ({
    page,
  }) => {
    // Bytes no text decoding would keep, and a name with an accent and a space.
    const bytes = Buffer.concat([
      Buffer.from(`%PDF-1.4\n% remote ${lang}\n`),
      Buffer.from([0x00, 0xff, 0xfe, 0x80, 0xc3, 0x28, 0x0a]),
      Buffer.from('%%EOF\n'),
    ]);
    const name = lang === 'fr' ? 'Tarifs réseau distant.pdf' : 'remote fee guide.pdf';
    const group = `REMOTE-${lang.toUpperCase()}`;
    await preferLanguage(page, lang);
    await signInRemotely(page, lang, 'sysadmin');
    await page.goto(`${REMOTE.app}/admin/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

    await page.getByRole('button', { name: t.upload }).click();
    const dialog = page.getByRole('dialog', { name: t.upload });
    await dialog.getByRole('textbox', { name: t.year }).fill('2027');
    await dialog.getByRole('textbox', { name: t.group }).fill(group);
    await dialog.getByRole('textbox', { name: t.provider }).fill('Network');
    await dialog
      .getByLabel(t.file, { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    const sent = page.waitForRequest(
      (request) => request.url() === `${REMOTE.api}/api/finance/pricing` && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: t.send, exact: true }).click();
    // A real multipart body through the network stack, with its boundary.
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(snackbar(page, t.uploaded)).toBeVisible();

    const filters = page.getByRole('form', { name: t.filters });
    await filters.getByRole('combobox', { name: t.filterYear }).selectOption('2027');
    await filters.getByRole('combobox', { name: t.filterGroup }).selectOption(group);
    await filters.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.one, { exact: true })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.download(name) }).click(),
    ]);
    // The name comes from Content-Disposition, which the API must expose across origins.
    expect(download.suggestedFilename()).toBe(name);
    expect(Buffer.compare(await readFile(await download.path()), bytes)).toBe(0);

    await page.getByRole('button', { name: t.remove(name) }).click();
    await page
      .getByRole('dialog', { name: t.confirmDelete(name) })
      .getByRole('button', { name: t.confirm, exact: true })
      .click();
    await expect(snackbar(page, t.deleted)).toBeVisible();
  });
}
