import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { resetDatabase } from '../../../../mocks/db/database';
import { users } from '../../../../mocks/db/users';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { fieldLabel } from '../../../../tests/utils/fields';
import { expectSnackbar } from '../../../../tests/utils/snackbars';
import { UserAdmin } from './user-admin';
import { openedDialog } from '../../../../tests/utils/dialogs';

const renderUsers = (path: string, { locale = 'en' }: { locale?: 'en' | 'fr' } = {}) => {
  window.history.replaceState(null, '', path);
  return renderWithFeedbackHost(
    <Route path="/admin/users/:userId?">
      {(params) => <UserAdmin userId={params.userId} readOnly={false} />}
    </Route>,
    { locale },
  );
};

const rows = (name = 'Users of the portal') =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const query = () => new URLSearchParams(window.location.search);

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

describe('the users list', () => {
  it('keeps the name and the email beside an open user; the roles and migration are in the detail', async () => {
    const user = userEvent.setup();
    renderUsers('/admin/users');
    const headers = () =>
      within(screen.getByRole('table', { name: 'Users of the portal' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(headers()).toHaveLength(4);
    await user.click(within(rows()[0]!).getByRole('link'));
    await waitFor(() => expect(headers()).toHaveLength(2));
  });

  it('pages through the users, and keeps its search, filters and page size in the URL', async () => {
    const user = userEvent.setup();
    renderUsers('/admin/users');
    const total = users.count();
    expect(await screen.findByText(`${total} users`)).toBeInTheDocument();
    expect(rows()).toHaveLength(25);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(query().get('pageSize')).toBe('50');

    // Accent-blind, as the server matches: "genevieve" finds Geneviève Ouellet.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'genevieve ouellet');
    await waitFor(() => expect(query().get('search')).toBe('genevieve ouellet'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Geneviève Ouellet');
    expect(rows()[0]).toHaveTextContent('Practice administrator');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(query().get('search')).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Migrated' }), 'false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'practice-user');
    expect(query().get('migrated')).toBe('false');
    expect(query().get('role')).toBe('practice-user');
    const legacyPracticeUsers = users.findMany((q) =>
      q.where((entry) => !entry.migrated && entry.roles.some((role) => role.role === 'practice-user')),
    );
    await waitFor(() => expect(rows()).toHaveLength(legacyPracticeUsers.length));
    for (const row of rows()) expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('No');

    await user.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0]!);
    expect(query().get('role')).toBeNull();
    expect(query().get('migrated')).toBeNull();
    expect(query().get('pageSize')).toBe('50');
    await waitFor(() => expect(rows()).toHaveLength(50));
  });

  it('opens a user’s details from the list, keeping the list’s query for the way back', async () => {
    const user = userEvent.setup();
    renderUsers('/admin/users?search=walsh');
    await user.click(await screen.findByRole('link', { name: 'Kevin Walsh' }));
    const detail = await screen.findByRole('region', { name: 'User details' });
    expect(await within(detail).findByRole('heading', { level: 2, name: 'Kevin Walsh' })).toBeInTheDocument();
    expect(within(detail).getByRole('list')).toHaveTextContent(
      'System administrator (read-only)All practices',
    );
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Kevin Walsh');
    expect(within(detail).getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/admin/users?search=walsh',
    );
  });

  it('says when nobody matches', async () => {
    renderUsers('/admin/users?search=zzzz');
    expect(await screen.findByText('No user matches this search or these filters.')).toBeInTheDocument();
  });

  it('is in French too', async () => {
    renderUsers('/admin/users?role=group-admin', { locale: 'fr' });
    const groupAdmins = users.findMany((q) =>
      q.where((entry) => entry.roles.some((role) => role.role === 'group-admin')),
    );
    expect(await screen.findByText(`${groupAdmins.length} utilisateurs`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rôle' })).toHaveValue('group-admin');
    expect(rows('Utilisateurs du portail')[0]).toHaveTextContent('Administrateur de groupe');
  });
});

describe('creating a user', () => {
  it('checks each field where it is, keeps what was typed when the email is taken, then opens the new user', async () => {
    const user = userEvent.setup();
    renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Create a user' }));
    const dialog = await openedDialog('Create a user');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect(within(dialog).getByRole('textbox', { name: fieldLabel('Email') })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: fieldLabel('Email') }), 'julie.gagnon@');
    await user.type(within(dialog).getByRole('textbox', { name: fieldLabel('First name') }), 'Julie');
    await user.type(within(dialog).getByRole('textbox', { name: fieldLabel('Last name') }), 'Gagnon');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Enter a valid email address, such as name@example.com'),
    ).toBeInTheDocument();

    const email = within(dialog).getByRole('textbox', { name: fieldLabel('Email') });
    await user.clear(email);
    await user.type(email, 'Nadia.Bouchard@portal.example.ca');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Another user already has this email address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: fieldLabel('First name') })).toHaveValue('Julie');
    expect(within(dialog).getByRole('textbox', { name: fieldLabel('Last name') })).toHaveValue('Gagnon');

    await user.clear(email);
    await user.type(email, '  julie.gagnon@cliniqueduplateau.ca ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expectSnackbar('The user Julie Gagnon has been created.');
    const created = users.findFirst((q) => q.where({ email: 'julie.gagnon@cliniqueduplateau.ca' }));
    expect(created).toMatchObject({ firstName: 'Julie', lastName: 'Gagnon', migrated: true, roles: [] });
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/users/${created?.id}`));
    const detail = await screen.findByRole('region', { name: 'User details' });
    expect(
      await within(detail).findByRole('heading', { level: 2, name: 'Julie Gagnon' }),
    ).toBeInTheDocument();
    expect(within(detail).getByText('User has no roles')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
