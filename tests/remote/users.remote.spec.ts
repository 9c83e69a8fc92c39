import { preferLanguage } from '../e2e/support/accounts';
import { snackbar } from '../e2e/support/snackbar';
import { expect, REMOTE, signInRemotely, test } from './support/remote';

const texts = {
  en: {
    heading: 'Users',
    detail: 'User details',
    create: 'Create a user',
    createSubmit: 'Create',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    created: (name: string) => `The user ${name} has been created.`,
    delete: 'Delete the user',
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteConfirm: 'Delete',
    deleted: 'The user has been deleted.',
  },
  fr: {
    heading: 'Utilisateurs',
    detail: 'Détails de l’utilisateur',
    create: 'Créer un utilisateur',
    createSubmit: 'Créer',
    email: 'Courriel',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    created: (name: string) => `L’utilisateur ${name} a été créé.`,
    delete: 'Supprimer l’utilisateur',
    deleteTitle: (name: string) => `Supprimer ${name}?`,
    deleteConfirm: 'Supprimer',
    deleted: 'L’utilisateur a été supprimé.',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];

  test(`creates a user through the network, finds it by a new address, then deletes it (${lang})`, async ({
    page,
  }) => {
    await preferLanguage(page, lang);
    await signInRemotely(page, lang, 'sysadmin');
    await page.goto(`${REMOTE.app}/admin/users`);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

    await page.getByRole('button', { name: t.create }).click();
    const dialog = page.getByRole('dialog', { name: t.create });
    const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
    const lastName = `Réseau-${lang}`;
    await field(t.email).fill(`remote.${lang}@cliniqueduplateau.ca`);
    await field(t.firstName).fill('Élise');
    await field(t.lastName).fill(lastName);
    const created = page.waitForResponse(
      (response) => response.url() === `${REMOTE.api}/api/users` && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t.createSubmit, exact: true }).click();
    expect((await created).status()).toBe(201);
    const name = `Élise ${lastName}`;
    await expect(snackbar(page, t.created(name))).toBeVisible();
    // The new user's own address, loaded afresh: the detail comes from the server, not a cache.
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await page.reload();
    const detail = page.getByRole('region', { name: t.detail });
    await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();

    await detail.getByRole('button', { name: t.delete }).click();
    const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page
      .getByRole('dialog', { name: t.deleteTitle(name) })
      .getByRole('button', { name: t.deleteConfirm, exact: true })
      .click();
    expect((await removed).status()).toBe(204);
    await expect(snackbar(page, t.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });
}
