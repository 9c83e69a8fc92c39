import type { Locator, Page } from '@playwright/test';
import { scanner } from './support/axe';
import { preferLanguage, signedInAs } from './support/accounts';
import { dismissSnackbars, snackbar } from './support/snackbar';
import { forcedChange, noSidewaysScroll } from './support/page-checks';
import { pickOption } from './support/pickers';
import { expect, test } from './support/test';

const NBSP = '\u00a0';

const texts = {
  en: {
    heading: 'Users',
    table: 'Users of the portal',
    detail: 'User details',
    search: 'Search',
    migratedFilter: 'Migrated',
    no: 'No',
    create: 'Create a user',
    createSubmit: 'Create',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    created: (name: string) => `The user ${name} has been created.`,
    noRoles: 'User has no roles',
    roles: 'Roles',
    role: 'Role',
    practice: 'Practice',
    group: 'Group of practices',
    give: 'Give the role',
    saved: 'Changes saved.',
    mustMigrate: 'The user must be migrated before their roles can be updated.',
    migrate: 'Migrate',
    migrated: 'The user has been migrated.',
    remove: (role: string, scope: string) => `Remove the role ${role} (${scope})`,
    removeTitle: 'Remove this role?',
    removeConfirm: 'Remove',
    removed: 'The role has been removed.',
    practiceAdmin: 'Practice administrator',
    groupMembers: /3 practices: Dieppe Dental Centre/,
    reset: 'Reset the password',
    resetTitle: (name: string) => `Reset the password of ${name}?`,
    resetConfirm: 'Reset',
    resetSent: /^The password has been reset\./,
    delete: 'Delete the user',
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteConfirm: 'Delete',
    deleted: 'The user has been deleted.',
    readOnly: 'Read-only access: you can consult everything here, but not change it.',
  },
  fr: {
    heading: 'Utilisateurs',
    table: 'Utilisateurs du portail',
    detail: 'Détails de l’utilisateur',
    search: 'Rechercher',
    migratedFilter: 'Migré',
    no: 'Non',
    create: 'Créer un utilisateur',
    createSubmit: 'Créer',
    email: 'Courriel',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    created: (name: string) => `L’utilisateur ${name} a été créé.`,
    noRoles: 'L’utilisateur n’a aucun rôle',
    roles: 'Rôles',
    role: 'Rôle',
    practice: 'Clinique',
    group: 'Groupe de cliniques',
    give: 'Attribuer le rôle',
    saved: 'Modifications enregistrées.',
    mustMigrate: 'L’utilisateur doit être migré avant que ses rôles puissent être modifiés.',
    migrate: 'Migrer',
    migrated: 'L’utilisateur a été migré.',
    remove: (role: string, scope: string) => `Retirer le rôle ${role} (${scope})`,
    removeTitle: `Retirer ce rôle?`,
    removeConfirm: 'Retirer',
    removed: 'Le rôle a été retiré.',
    practiceAdmin: 'Administrateur de clinique',
    groupMembers: new RegExp(`3\\scliniques${NBSP}: Dieppe Dental Centre`),
    reset: 'Réinitialiser le mot de passe',
    resetTitle: (name: string) => `Réinitialiser le mot de passe de ${name}?`,
    resetConfirm: 'Réinitialiser',
    resetSent: /^Le mot de passe a été réinitialisé\./,
    delete: 'Supprimer l’utilisateur',
    deleteTitle: (name: string) => `Supprimer ${name}?`,
    deleteConfirm: 'Supprimer',
    deleted: 'L’utilisateur a été supprimé.',
    readOnly: `Accès en lecture seule${NBSP}: vous pouvez tout consulter ici, mais rien modifier.`,
  },
} as const;

type Lang = keyof typeof texts;

const openList = async (page: Page, lang: Lang, query = '') => {
  await preferLanguage(page, lang);
  await page.goto(`/admin/users${query}`);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].heading })).toBeVisible();
  await expect(page.getByRole('table', { name: texts[lang].table })).toBeVisible();
};

const detailOf = async (page: Page, lang: Lang, name: string) => {
  const detail = page.getByRole('region', { name: texts[lang].detail });
  await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();
  return detail;
};

/** The first user not migrated yet, opened from the list filtered on migration. */
const openLegacyUser = async (page: Page, lang: Lang) => {
  const t = texts[lang];
  await openList(page, lang);
  await page.getByRole('combobox', { name: t.migratedFilter }).selectOption('false');
  await expect(page).toHaveURL(/migrated=false/);
  const first = page.getByRole('table', { name: t.table }).getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent()) ?? '';
  await first.click();
  return { name, detail: await detailOf(page, lang, name) };
};

/**
 * Waits until the snackbars have left (4 s, then their exit): axe would measure the contrast of a
 * text half faded out.
 */
const giveRole = async (roles: Locator, lang: Lang, role: string) => {
  await roles.getByRole('combobox', { name: texts[lang].role }).selectOption(role);
};

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test.describe(`as sysadmin (${lang})`, () => {
    test.use(signedInAs('sysadmin'));

    test(`creates a user, gives a practice and a group role, removes one, resets the password, deletes the user (${lang})`, async ({
      page,
    }) => {
      test.slow(); // A whole journey, with axe on each screen and dialog.
      const scan = scanner(page, lang);
      await openList(page, lang);
      await scan('users list');

      await page.getByRole('button', { name: t.create }).click();
      const dialog = page.getByRole('dialog', { name: t.create });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.createSubmit, exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: t.email })).toBeFocused();
      await scan('create dialog with its errors');
      const name = `Julie Gagnon-${lang}`;
      // Names from their start: « Nom » is also the end of « Prénom ».
      const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
      await field(t.email).fill(`julie.gagnon.${lang}@cliniqueduplateau.ca`);
      await field(t.firstName).fill('Julie');
      await field(t.lastName).fill(`Gagnon-${lang}`);
      await dialog.getByRole('button', { name: t.createSubmit, exact: true }).click();
      await expect(snackbar(page, t.created(name))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
      const detail = await detailOf(page, lang, name);
      const roles = detail.getByRole('region', { name: t.roles, exact: true });
      await expect(roles.getByText(t.noRoles)).toBeVisible();
      await dismissSnackbars(page, lang);
      await scan('user detail');

      // A practice role, the practice found by typing part of its name.
      await giveRole(roles, lang, 'practice-admin');
      const practice = roles.getByRole('combobox', { name: t.practice });
      await pickOption(roles, practice, 'plateau', /Clinique dentaire du Plateau/);
      await expect(practice).toHaveValue('Clinique dentaire du Plateau');
      await roles.getByRole('button', { name: t.give }).click();
      await expect(snackbar(page, t.saved)).toBeVisible();
      const removePlateau = roles.getByRole('button', {
        name: t.remove(t.practiceAdmin, 'Clinique dentaire du Plateau'),
      });
      await expect(removePlateau).toBeVisible();

      // A group role: the group's practices show once it is chosen, and in the role.
      await giveRole(roles, lang, 'group-admin');
      const group = roles.getByRole('combobox', { name: t.group });
      await group.click();
      await expect(roles.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await dismissSnackbars(page, lang);
      await scan('group picker open');
      await pickOption(roles, group, 'atlantic', /Atlantic Dental Group/);
      await expect(group).toHaveValue('Atlantic Dental Group');
      await roles.getByRole('button', { name: t.give }).click();
      await expect(roles.getByRole('list').getByText(t.groupMembers)).toBeVisible();

      await dismissSnackbars(page, lang);
      await removePlateau.click();
      const remove = page.getByRole('dialog', { name: t.removeTitle });
      await expect(remove).toBeVisible();
      await scan('remove role dialog');
      await remove.getByRole('button', { name: t.removeConfirm }).click();
      await expect(snackbar(page, t.removed)).toBeVisible();
      await expect(removePlateau).toBeHidden();

      await dismissSnackbars(page, lang);
      await detail.getByRole('button', { name: t.reset }).click();
      const reset = page.getByRole('dialog', { name: t.resetTitle(name) });
      await expect(reset).toBeVisible();
      await scan('reset password dialog');
      await reset.getByRole('button', { name: t.resetConfirm, exact: true }).click();
      await expect(snackbar(page, t.resetSent)).toBeVisible();

      await dismissSnackbars(page, lang);
      await detail.getByRole('button', { name: t.delete }).click();
      const confirmDelete = page.getByRole('dialog', { name: t.deleteTitle(name) });
      await expect(confirmDelete).toBeVisible();
      await scan('delete user dialog');
      await confirmDelete.getByRole('button', { name: t.deleteConfirm, exact: true }).click();
      await expect(snackbar(page, t.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await page.getByRole('searchbox', { name: t.search }).fill(`gagnon-${lang}`);
      await expect(page).toHaveURL(new RegExp(`search=gagnon-${lang}`));
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    });

    test(`refuses a role before migrating, then migrates the user (${lang})`, async ({ page }) => {
      const { detail } = await openLegacyUser(page, lang);
      const roles = detail.getByRole('region', { name: t.roles, exact: true });
      await expect(roles.getByText(t.mustMigrate)).toBeVisible();
      await giveRole(roles, lang, 'sys-admin-read');
      await roles.getByRole('button', { name: t.give }).click();
      await expect(snackbar(page, t.mustMigrate)).toBeVisible();

      await roles.getByRole('button', { name: t.migrate, exact: true }).click();
      await expect(snackbar(page, t.migrated)).toBeVisible();
      await expect(roles.getByText(t.mustMigrate)).toBeHidden();
      await expect(roles.getByRole('list')).toBeVisible();
    });

    test(`fits a 375 px phone, list, detail and dialog, without sideways scrolling (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const scan = scanner(page, lang);
      const { detail } = await openLegacyUser(page, lang);
      // Below 1200 px the detail takes the list's place.
      await expect(page.getByRole('table', { name: t.table })).toBeHidden();
      await noSidewaysScroll(page, 'the user detail');
      await scan('user detail at 375 px');
      await detail.getByRole('button', { name: t.reset }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await noSidewaysScroll(page, 'the reset dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await detail.getByRole('link').first().click();
      await expect(page.getByRole('table', { name: t.table })).toBeVisible();
      await noSidewaysScroll(page, 'the list');
      await scan('users list at 375 px');
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.getByRole('dialog', { name: t.create })).toBeVisible();
      await noSidewaysScroll(page, 'the create dialog');
      await scan('create dialog at 375 px');
    });
  });

  test.describe(`as readonly (${lang})`, () => {
    test.use(signedInAs('readonly'));

    test(`shows the same screens with no control that changes anything, and the API refuses a forced change (${lang})`, async ({
      page,
    }) => {
      const scan = scanner(page, lang);
      const { detail } = await openLegacyUser(page, lang);
      await expect(page.getByText(t.readOnly)).toBeVisible();
      await expect(page.getByRole('button', { name: t.create })).toHaveCount(0);
      await expect(detail.getByText(t.mustMigrate)).toBeVisible();
      await expect(detail.getByRole('button')).toHaveCount(0);
      await expect(detail.getByRole('textbox')).toHaveCount(0);
      await expect(detail.getByRole('checkbox')).toHaveCount(0);
      await expect(detail.getByRole('combobox')).toHaveCount(0);
      await scan('read-only user detail');

      const userId = new URL(page.url()).pathname.split('/').pop() ?? '';
      expect(await forcedChange(page, 'POST', `/users/${userId}/migrate`)).toBe(403);
      expect(await forcedChange(page, 'PATCH', `/users/${userId}`, { lastName: 'Forced' })).toBe(403);
      expect(await forcedChange(page, 'DELETE', `/users/${userId}`)).toBe(403);
      await page.reload();
      await expect(detail.getByText(t.mustMigrate)).toBeVisible();
    });
  });
}
