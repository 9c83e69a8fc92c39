import type { Locator, Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs } from './support/accounts';
import { forcedChange, noSidewaysScroll } from './support/page-checks';
import { pickOption } from './support/pickers';
import { snackbar } from './support/snackbar';
import { expect, test } from './support/test';

const NBSP = '\u00a0';

const texts = {
  en: {
    heading: 'Clinic groups',
    table: 'Clinic groups',
    detail: 'Clinic group details',
    create: 'Create a group',
    createTitle: 'Create a clinic group',
    name: /^Name/,
    practice: /^Practice to add/,
    createSubmit: 'Create',
    created: 'The clinic group has been created.',
    members: 'Practices of the group',
    add: 'Add practices',
    addSubmit: 'Add to the group',
    updated: 'The clinic group has been updated.',
    remove: (practice: string) => `Remove ${practice} from the group`,
    removeTitle: (practice: string, group: string) => `Remove ${practice} from the group ${group}?`,
    removeConfirm: 'Remove',
    removed: 'The clinics have been removed from the group.',
    delete: 'Delete the group',
    deleteTitle: (group: string) => `Delete the clinic group ${group}?`,
    deleteConfirm: 'Delete',
    deleted: 'The clinic group has been deleted.',
    backToList: 'Back to the list',
    readOnly: 'Read-only access: you can consult everything here, but not change it.',
  },
  fr: {
    heading: 'Groupes de cliniques',
    table: 'Groupes de cliniques',
    detail: 'Détails du groupe de cliniques',
    create: 'Créer un groupe',
    createTitle: 'Créer un groupe de cliniques',
    name: /^Nom/,
    practice: /^Clinique à ajouter/,
    createSubmit: 'Créer',
    created: 'Le groupe de cliniques a été créé.',
    members: 'Cliniques du groupe',
    add: 'Ajouter des cliniques',
    addSubmit: 'Ajouter au groupe',
    updated: 'Le groupe de cliniques a été mis à jour.',
    remove: (practice: string) => `Retirer ${practice} du groupe`,
    removeTitle: (practice: string, group: string) => `Retirer ${practice} du groupe ${group}?`,
    removeConfirm: 'Retirer',
    removed: 'Les cliniques ont été retirées du groupe.',
    delete: 'Supprimer le groupe',
    deleteTitle: (group: string) => `Supprimer le groupe de cliniques ${group}?`,
    deleteConfirm: 'Supprimer',
    deleted: 'Le groupe de cliniques a été supprimé.',
    backToList: 'Retour à la liste',
    readOnly: `Accès en lecture seule${NBSP}: vous pouvez tout consulter ici, mais rien modifier.`,
  },
} as const;

type Lang = keyof typeof texts;

const SAGUENAY = 'Clinique dentaire Saguenay';
const RIMOUSKI = 'Clinique dentaire Rimouski';
const MONCTON = 'Clinique dentaire de Moncton';
const ATLANTIC = 'Atlantic Dental Group';
const DIEPPE = 'Dieppe Dental Centre';

const open = async (page: Page, lang: Lang, path = '/admin/ClinicGroups') => {
  await preferLanguage(page, lang);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].heading })).toBeVisible();
};

/** The detail panel once the group named there has loaded. */
const detailOf = async (page: Page, lang: Lang, group: string) => {
  const detail = page.getByRole('region', { name: texts[lang].detail });
  await expect(detail.getByRole('heading', { level: 2, name: group })).toBeVisible();
  return detail;
};

/** Chooses a practice (pickOption) and waits until it has joined the chosen list. */
const choosePractice = async (scope: Locator, lang: Lang, search: string, practice: string) => {
  const combobox = scope.getByRole('combobox', { name: texts[lang].practice });
  await pickOption(scope, combobox, search, new RegExp(practice));
  await expect(scope.getByRole('listitem').filter({ hasText: practice })).toBeVisible();
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test.describe(`as sysadmin (${lang})`, () => {
    test.use(signedInAs('sysadmin'));

    test(`creates a group with two practices, adds a third, removes one and deletes the group, each kept over a reload (${lang})`, async ({
      page,
    }) => {
      test.slow(); // A whole journey, with axe on the screen, the detail and each dialog.
      const scan = scanner(page, lang);
      const group = `Groupe E2E ${lang}`;
      await open(page, lang);
      const table = page.getByRole('table', { name: t.table });
      await expect(table.getByRole('link', { name: ATLANTIC })).toBeVisible();
      await scan('clinic groups');

      await page.getByRole('button', { name: t.create }).click();
      const dialog = page.getByRole('dialog', { name: t.createTitle });
      await expect(dialog.getByRole('textbox', { name: t.name })).toBeFocused();
      await dialog.getByRole('textbox', { name: t.name }).fill(group);
      for (const [search, practice] of [
        ['saguenay', SAGUENAY],
        ['rimouski', RIMOUSKI],
      ] as const) {
        await choosePractice(dialog, lang, search, practice);
      }
      await scan('create dialog');
      await dialog.getByRole('button', { name: t.createSubmit, exact: true }).click();
      await expect(snackbar(page, t.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/ClinicGroups\/\d+$/);

      await page.reload();
      let detail = await detailOf(page, lang, group);
      let members = detail.getByRole('region', { name: t.members });
      await expect(members.getByRole('link')).toHaveText([RIMOUSKI, SAGUENAY]);
      await expect(members.getByRole('link', { name: SAGUENAY })).toHaveAttribute(
        'href',
        /^\/admin\/practices\/[0-9a-f-]{36}$/,
      );
      await scan('clinic group detail');

      await members.getByRole('button', { name: t.remove(RIMOUSKI) }).click();
      const confirmRemove = page.getByRole('dialog', { name: t.removeTitle(RIMOUSKI, group) });
      await expect(confirmRemove).toBeVisible();
      await scan('remove practice dialog');
      await confirmRemove.getByRole('button', { name: t.removeConfirm, exact: true }).click();
      await expect(snackbar(page, t.removed)).toBeVisible();
      await expect(members.getByRole('link')).toHaveText([SAGUENAY]);

      const add = detail.getByRole('region', { name: t.add });
      await choosePractice(add, lang, 'moncton', MONCTON);
      await add.getByRole('button', { name: t.addSubmit }).click();
      await expect(snackbar(page, t.updated)).toBeVisible();
      await expect(members.getByRole('link')).toHaveText([MONCTON, SAGUENAY]);

      await page.reload();
      detail = await detailOf(page, lang, group);
      members = detail.getByRole('region', { name: t.members });
      await expect(members.getByRole('link')).toHaveText([MONCTON, SAGUENAY]);
      await expect(table.getByRole('row', { name: `${group} 2` })).toBeVisible();

      await detail.getByRole('button', { name: t.delete }).click();
      const confirmDelete = page.getByRole('dialog', { name: t.deleteTitle(group) });
      await expect(confirmDelete).toBeVisible();
      await scan('delete group dialog');
      await confirmDelete.getByRole('button', { name: t.deleteConfirm, exact: true }).click();
      await expect(snackbar(page, t.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/ClinicGroups$/);
      await expect(table.getByRole('link', { name: group })).toHaveCount(0);
      await page.reload();
      await expect(table.getByRole('link', { name: ATLANTIC })).toBeVisible();
      await expect(table.getByRole('link', { name: group })).toHaveCount(0);
    });

    test(`fits a 375 px phone; a removal and an addition kept over a reload are undone by ?offline-reset (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const scan = scanner(page, lang);
      await open(page, lang, '/admin/ClinicGroups/6');
      let detail = await detailOf(page, lang, ATLANTIC);
      // Below 1200 px the detail takes the list's place, and has the focus.
      await expect(page.getByRole('table', { name: t.table })).toBeHidden();
      await expect(detail).toBeFocused();
      await noSidewaysScroll(page, 'the clinic group detail');
      await scan('clinic group detail at 375 px');

      await detail.getByRole('button', { name: t.remove(DIEPPE) }).click();
      const confirmRemove = page.getByRole('dialog', { name: t.removeTitle(DIEPPE, ATLANTIC) });
      await expect(confirmRemove).toBeVisible();
      await noSidewaysScroll(page, 'the remove dialog');
      await confirmRemove.getByRole('button', { name: t.removeConfirm, exact: true }).click();
      await expect(snackbar(page, t.removed)).toBeVisible();
      const add = detail.getByRole('region', { name: t.add });
      await pickOption(
        add,
        add.getByRole('combobox', { name: t.practice }),
        'moncton',
        new RegExp(MONCTON),
        () => noSidewaysScroll(page, 'the practice picker'),
      );
      await expect(add.getByRole('listitem').filter({ hasText: MONCTON })).toBeVisible();
      await add.getByRole('button', { name: t.addSubmit }).click();
      await expect(snackbar(page, t.updated)).toBeVisible();
      await page.reload();
      detail = await detailOf(page, lang, ATLANTIC);
      await expect(detail.getByRole('link', { name: DIEPPE })).toHaveCount(0);
      await expect(detail.getByRole('link', { name: MONCTON })).toBeVisible();

      await page.goto('/admin/ClinicGroups/6?offline-reset');
      detail = await detailOf(page, lang, ATLANTIC);
      await expect(detail.getByRole('link', { name: DIEPPE })).toBeVisible();
      await expect(detail.getByRole('link', { name: MONCTON })).toHaveCount(0);

      await detail.getByRole('link', { name: t.backToList }).click();
      await expect(page.getByRole('table', { name: t.table })).toBeVisible();
      await noSidewaysScroll(page, 'the list');
      const create = page.getByRole('button', { name: t.create });
      await create.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.createTitle });
      await expect(dialog.getByRole('textbox', { name: t.name })).toBeFocused();
      await noSidewaysScroll(page, 'the create dialog');
      await scan('create dialog at 375 px');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(create).toBeFocused();
    });
  });

  test.describe(`as readonly (${lang})`, () => {
    test.use(signedInAs('readonly'));

    test(`sees the groups and their practices with no control that changes anything; a forced change is refused (${lang})`, async ({
      page,
    }) => {
      const scan = scanner(page, lang);
      await open(page, lang, '/admin/ClinicGroups/6');
      const detail = await detailOf(page, lang, ATLANTIC);
      await expect(page.getByText(t.readOnly)).toBeVisible();
      await expect(detail.getByRole('link', { name: DIEPPE })).toBeVisible();
      await expect(page.getByRole('button', { name: t.create })).toHaveCount(0);
      await expect(detail.getByRole('button')).toHaveCount(0);
      await expect(detail.getByRole('textbox')).toHaveCount(0);
      await expect(detail.getByRole('combobox')).toHaveCount(0);
      await scan('read-only clinic group');

      expect(await forcedChange(page, 'PATCH', '/clinic-groups/6', { name: 'Forced' })).toBe(403);
      expect(await forcedChange(page, 'PATCH', '/clinic-groups/6/remove-clinics', { practices: [] })).toBe(
        403,
      );
      expect(await forcedChange(page, 'DELETE', '/clinic-groups/6')).toBe(403);
      await page.reload();
      await expect((await detailOf(page, lang, ATLANTIC)).getByRole('link', { name: DIEPPE })).toBeVisible();
    });
  });
}
