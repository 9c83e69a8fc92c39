import type { Locator, Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs } from './support/accounts';
import { forcedChange, noSidewaysScroll } from './support/page-checks';
import { snackbar } from './support/snackbar';
import { expect, test } from './support/test';

const NBSP = '\u00a0';

const texts = {
  en: {
    groupsHeading: 'Deployment groups',
    groupsTable: 'Deployment groups',
    editGroup: (name: string) => `Edit ${name}`,
    groupDialog: (name: string) => `Edit the deployment group ${name}`,
    name: /^Name/,
    release: /^Release/,
    save: 'Save',
    saved: 'Changes saved.',
    toolsHeading: 'Updatable tools',
    toolsTable: 'Updatable tools',
    toolCount: '10 tools',
    add: 'Add a tool',
    create: 'Add the tool',
    toolName: /^Tool name/,
    latestVersion: /^Latest version/,
    minimalToolVersion: /^Minimal tool version/,
    minimalUtilityVersion: /^Minimal utility version/,
    practiceSystemVersion: /^Practice system version/,
    minimumOsVersion: /^Minimum OS version/,
    installedOn: /^Installed on/,
    anyAgent: 'Any agent',
    executablePath: /^Executable path/,
    alwaysRunning: /^Always running/,
    selectorQuery: /^Selector query/,
    installerFile: 'Installer file',
    created: 'The tool version has been created.',
    active: 'Active',
    inactive: 'Inactive',
    activate: (tool: string) => `Activate ${tool}`,
    deactivate: (tool: string) => `Deactivate ${tool}`,
    activated: (tool: string) => `${tool} is now active: it is rolled out to the practices.`,
    deactivated: (tool: string) => `${tool} is now inactive: it is no longer rolled out.`,
    remove: (tool: string) => `Delete ${tool}`,
    confirmDelete: (tool: string) => `Delete the tool ${tool}?`,
    confirm: 'Delete',
    deleted: 'The tool version has been deleted.',
    close: 'Close',
    selectorNote: 'The tool is installed on a practice only when this query returns 1.',
    readOnly: 'Read-only access: you can consult everything here, but not change it.',
    changes: /^(Add a tool|Edit|Activate|Deactivate|Delete)/,
  },
  fr: {
    groupsHeading: 'Groupes de déploiement',
    groupsTable: 'Groupes de déploiement',
    editGroup: (name: string) => `Modifier ${name}`,
    groupDialog: (name: string) => `Modifier le groupe de déploiement ${name}`,
    name: /^Nom/,
    release: /^Version/,
    save: 'Enregistrer',
    saved: 'Modifications enregistrées.',
    toolsHeading: 'Outils mis à jour automatiquement',
    toolsTable: 'Outils mis à jour automatiquement',
    toolCount: '10 outils',
    add: 'Ajouter un outil',
    create: 'Ajouter l’outil',
    toolName: /^Nom de l’outil/,
    latestVersion: /^Dernière version/,
    minimalToolVersion: /^Version minimale de l’outil/,
    minimalUtilityVersion: /^Version minimale de l’utilitaire/,
    practiceSystemVersion: /^Version du logiciel de gestion/,
    minimumOsVersion: /^Version minimale du système d’exploitation/,
    installedOn: /^Installé sur/,
    anyAgent: 'N’importe quel agent',
    executablePath: /^Chemin de l’exécutable/,
    alwaysRunning: /^Toujours en marche/,
    selectorQuery: /^Requête de sélection/,
    installerFile: 'Fichier d’installation',
    created: 'La version de l’outil a été créée.',
    active: 'Actif',
    inactive: 'Inactif',
    activate: (tool: string) => `Activer ${tool}`,
    deactivate: (tool: string) => `Désactiver ${tool}`,
    activated: (tool: string) =>
      `L’outil ${tool} est maintenant actif${NBSP}: il est déployé dans les cliniques.`,
    deactivated: (tool: string) => `L’outil ${tool} est maintenant inactif${NBSP}: il n’est plus déployé.`,
    remove: (tool: string) => `Supprimer ${tool}`,
    confirmDelete: (tool: string) => `Supprimer l’outil ${tool}?`,
    confirm: 'Supprimer',
    deleted: 'La version de l’outil a été supprimée.',
    close: 'Fermer',
    selectorNote: 'L’outil n’est installé dans une clinique que si cette requête retourne 1.',
    readOnly: `Accès en lecture seule${NBSP}: vous pouvez tout consulter ici, mais rien modifier.`,
    changes: /^(Ajouter un outil|Modifier|Activer|Désactiver|Supprimer)/,
  },
} as const;

type Lang = keyof typeof texts;

const openGroups = async (page: Page, lang: Lang, query = '') => {
  await preferLanguage(page, lang);
  await page.goto(`/admin/deployment-groups${query}`);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].groupsHeading })).toBeVisible();
  const table = page.getByRole('table', { name: texts[lang].groupsTable });
  await expect(table).toBeVisible();
  return table;
};

const openTools = async (page: Page, lang: Lang, query = '') => {
  await preferLanguage(page, lang);
  await page.goto(`/admin/tools${query}`);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].toolsHeading })).toBeVisible();
  const table = page.getByRole('table', { name: texts[lang].toolsTable });
  await expect(table).toBeVisible();
  return table;
};

/** A tool's row, by the name at its start. */
const rowOf = (table: Locator, tool: string) => table.getByRole('row', { name: new RegExp(`^${tool} `) });

/** The status cell of a tool's row says active or inactive. */
const expectStatus = async (table: Locator, lang: Lang, tool: string, active: boolean) => {
  const t = texts[lang];
  await expect(rowOf(table, tool).getByText(active ? t.active : t.inactive, { exact: true })).toBeVisible();
};

/** Fills the new tool's dialog, with an .msi installer, and returns the dialog. */
const fillNewTool = async (page: Page, lang: Lang, tool: string) => {
  const t = texts[lang];
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.add });
  await expect(dialog.getByRole('textbox', { name: t.toolName })).toBeFocused();
  await dialog.getByRole('textbox', { name: t.toolName }).fill(tool);
  await dialog.getByRole('textbox', { name: t.latestVersion }).fill('1.2.0');
  await dialog.getByRole('textbox', { name: t.minimalToolVersion }).fill('1.0.0');
  await dialog.getByRole('textbox', { name: t.minimalUtilityVersion }).fill('2.3.1');
  await dialog.getByRole('textbox', { name: t.practiceSystemVersion }).fill('11.4.0');
  await dialog.getByRole('textbox', { name: t.minimumOsVersion }).fill('Windows 10 22H2');
  await dialog.getByRole('combobox', { name: t.installedOn }).selectOption({ label: t.anyAgent });
  await dialog.getByRole('textbox', { name: t.executablePath }).fill('C:\\Program Files\\E2E\\Tool.exe');
  await dialog.getByRole('checkbox', { name: t.alwaysRunning }).check();
  await dialog.getByRole('textbox', { name: t.selectorQuery }).fill('SELECT 1');
  await dialog
    .getByLabel(t.installerFile, { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'E2E-1.2.0.msi',
      mimeType: 'application/x-msi',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0xff]),
    });
  await expect(dialog.getByText(/^E2E-1\.2\.0\.msi/)).toBeVisible();
  return dialog;
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test.describe(`as sysadmin (${lang})`, () => {
    test.use(signedInAs('sysadmin'));

    test(`renames a deployment group, keeps it over a reload, and loses it with ?offline-reset (${lang})`, async ({
      page,
    }) => {
      const scan = scanner(page, lang);
      const renamed = `Pilote ${lang.toUpperCase()}`;
      let table = await openGroups(page, lang);
      await scan('deployment groups');
      await table.getByRole('button', { name: t.editGroup('Pilote') }).click();
      const dialog = page.getByRole('dialog', { name: t.groupDialog('Pilote') });
      await expect(dialog.getByRole('textbox', { name: t.name })).toBeFocused();
      await scan('deployment group dialog');
      await dialog.getByRole('textbox', { name: t.name }).fill(renamed);
      await dialog.getByRole('textbox', { name: t.release }).fill('2026.12.0-pilot');
      await dialog.getByRole('button', { name: t.save, exact: true }).click();
      await expect(snackbar(page, t.saved)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(rowOf(table, renamed)).toContainText('2026.12.0-pilot');

      await page.reload();
      await expect(rowOf(table, renamed)).toContainText('2026.12.0-pilot');

      table = await openGroups(page, lang, '?offline-reset');
      await expect(rowOf(table, 'Pilote')).toContainText('2026.11.0-pilot');
      await expect(rowOf(table, renamed)).toHaveCount(0);
    });

    test(`creates a tool with its installer, activates, deactivates and deletes it, each kept over a reload (${lang})`, async ({
      page,
    }) => {
      test.slow(); // Four changes, each checked after a reload, and five scans.
      const scan = scanner(page, lang);
      const tool = `Outil E2E ${lang}`;
      const table = await openTools(page, lang);
      await scan('tools');
      const dialog = await fillNewTool(page, lang, tool);
      await scan('new tool dialog');
      await dialog.getByRole('button', { name: t.create }).click();
      await expect(snackbar(page, t.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectStatus(table, lang, tool, false);
      await page.reload();
      await expectStatus(table, lang, tool, false);

      await table.getByRole('button', { name: t.activate(tool) }).click();
      await expect(snackbar(page, t.activated(tool))).toBeVisible();
      await page.reload();
      await expectStatus(table, lang, tool, true);

      await table.getByRole('button', { name: t.deactivate(tool) }).click();
      await expect(snackbar(page, t.deactivated(tool))).toBeVisible();
      await page.reload();
      await expectStatus(table, lang, tool, false);

      // Its details: everything, with the selector query and what it must return.
      await table.getByRole('button', { name: tool, exact: true }).click();
      const details = page.getByRole('dialog', { name: tool });
      await expect(details.getByText(t.selectorNote)).toBeVisible();
      await expect(details.getByText(/\/E2E-1\.2\.0\.msi$/)).toBeVisible();
      await scan('tool details dialog');
      await details.getByRole('button', { name: t.close }).click();
      await expect(details).toBeHidden();

      await table.getByRole('button', { name: t.remove(tool) }).click();
      const confirmDialog = page.getByRole('dialog', { name: t.confirmDelete(tool) });
      await expect(confirmDialog).toBeVisible();
      await scan('delete tool confirmation');
      await confirmDialog.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(snackbar(page, t.deleted)).toBeVisible();
      await expect(rowOf(table, tool)).toHaveCount(0);
      await page.reload();
      await expect(page.getByText(t.toolCount, { exact: true })).toBeVisible();
      await expect(rowOf(table, tool)).toHaveCount(0);
    });

    test(`loses a created tool, a deactivation and a deletion with ?offline-reset (${lang})`, async ({
      page,
    }) => {
      const tool = `Outil remis ${lang}`;
      let table = await openTools(page, lang);
      const dialog = await fillNewTool(page, lang, tool);
      await dialog.getByRole('button', { name: t.create }).click();
      await expect(snackbar(page, t.created)).toBeVisible();
      await table.getByRole('button', { name: t.deactivate('Passerelle SMS') }).click();
      await expect(snackbar(page, t.deactivated('Passerelle SMS'))).toBeVisible();
      await table.getByRole('button', { name: t.remove('Module Analytik') }).click();
      await page
        .getByRole('dialog', { name: t.confirmDelete('Module Analytik') })
        .getByRole('button', { name: t.confirm, exact: true })
        .click();
      await expect(snackbar(page, t.deleted)).toBeVisible();

      await page.reload();
      await expectStatus(table, lang, tool, false);
      await expectStatus(table, lang, 'Passerelle SMS', false);
      await expect(rowOf(table, 'Module Analytik')).toHaveCount(0);

      table = await openTools(page, lang, '?offline-reset');
      await expect(page.getByText(t.toolCount, { exact: true })).toBeVisible();
      await expect(rowOf(table, tool)).toHaveCount(0);
      await expectStatus(table, lang, 'Passerelle SMS', true);
      await expectStatus(table, lang, 'Module Analytik', true);
    });

    test(`both screens fit a 375 px phone and work from the keyboard (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const scan = scanner(page, lang);

      const groups = await openGroups(page, lang);
      await noSidewaysScroll(page, 'the deployment groups');
      await scan('deployment groups at 375 px');
      const edit = groups.getByRole('button', { name: t.editGroup('Production A') });
      await edit.focus();
      await page.keyboard.press('Enter');
      const groupDialog = page.getByRole('dialog', { name: t.groupDialog('Production A') });
      await expect(groupDialog.getByRole('textbox', { name: t.name })).toBeFocused();
      await noSidewaysScroll(page, 'the deployment group dialog');
      await scan('deployment group dialog at 375 px');
      await page.keyboard.press('Escape');
      await expect(groupDialog).toBeHidden();
      await expect(edit).toBeFocused();

      await openTools(page, lang);
      await noSidewaysScroll(page, 'the tools');
      await scan('tools at 375 px');
      // Tab reaches "Add a tool"; Enter opens the form on its first field; Escape closes it.
      const add = page.getByRole('button', { name: t.add });
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await add.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');
      const toolDialog = page.getByRole('dialog', { name: t.add });
      await expect(toolDialog.getByRole('textbox', { name: t.toolName })).toBeFocused();
      await noSidewaysScroll(page, 'the new tool dialog');
      await scan('new tool dialog at 375 px');
      await page.keyboard.press('Escape');
      await expect(toolDialog).toBeHidden();
      await expect(add).toBeFocused();
    });
  });

  test.describe(`as readonly (${lang})`, () => {
    test.use(signedInAs('readonly'));

    test(`sees both screens and a tool's details with no control that changes anything; a forced change is refused (${lang})`, async ({
      page,
    }) => {
      const scan = scanner(page, lang);
      const groups = await openGroups(page, lang);
      await expect(page.getByText(t.readOnly)).toBeVisible();
      await expect(groups.getByRole('row')).toHaveCount(5);
      await expect(page.getByRole('button', { name: t.editGroup('Pilote') })).toHaveCount(0);
      await scan('read-only deployment groups');

      const tools = await openTools(page, lang);
      await expect(page.getByText(t.readOnly)).toBeVisible();
      await expect(page.getByText(t.toolCount, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.changes })).toHaveCount(0);
      await expectStatus(tools, lang, 'Passerelle SMS', true);
      await scan('read-only tools');
      await tools.getByRole('button', { name: 'Passerelle SMS', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Passerelle SMS' });
      await expect(details.getByText(t.selectorNote)).toBeVisible();
      await expect(details.getByRole('textbox')).toHaveCount(0);
      await scan('read-only tool details');
      await details.getByRole('button', { name: t.close }).click();

      expect(await forcedChange(page, 'PATCH', '/administration/deploymentGroup/1', { name: 'X' })).toBe(403);
      expect(await forcedChange(page, 'PATCH', '/toolsVersions/1/toggleActiveFlag')).toBe(403);
      expect(await forcedChange(page, 'DELETE', '/toolsVersions/1')).toBe(403);
      await page.reload();
      await expectStatus(tools, lang, 'Passerelle SMS', true);
    });
  });
}
