import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { resetDatabase } from '../../../../mocks/db/database';
import { findUser, users } from '../../../../mocks/db/users';
import type { UserRecord } from '../../../../mocks/db/user-record';
import { PRACTICES } from '../../../../mocks/db/practice-directory';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { fieldLabel } from '../../../../tests/utils/fields';
import { expectSnackbar } from '../../../../tests/utils/snackbars';
import { UserAdmin } from './user-admin';
import { roleTarget } from '@/domain/role-entries';
import { openedDialog } from '../../../../tests/utils/dialogs';

const MUST_MIGRATE = 'The user must be migrated before their roles can be updated.';

const renderUser = (user: UserRecord) => {
  window.history.replaceState(null, '', `/admin/users/${user.id}`);
  renderWithFeedbackHost(
    <Route path="/admin/users/:userId?">
      {(params) => <UserAdmin userId={params.userId} readOnly={false} />}
    </Route>,
  );
  return screen.findByRole('region', { name: 'User details' });
};

const notMigrated = () => {
  const user = users.findFirst((q) =>
    q.where((entry) => !entry.migrated && entry.legacyPermissions.practices.length > 0),
  );
  if (!user) throw new Error('The seed has no user to migrate');
  return user;
};

const roleList = (detail: HTMLElement) =>
  within(within(detail).getByRole('region', { name: 'Roles' })).queryByRole('list');

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

describe('the roles of a user', () => {
  it('are refused before migrating, then given on a practice and on a group, and one removed', async () => {
    const user = userEvent.setup();
    const legacy = notMigrated();
    const detail = await renderUser(legacy);
    const roles = await within(detail).findByRole('region', { name: 'Roles' });
    expect(await within(roles).findByText(MUST_MIGRATE, { exact: false })).toBeInTheDocument();

    // Trying anyway: the server refuses, and says why.
    await user.selectOptions(
      within(roles).getByRole('combobox', { name: fieldLabel('Role') }),
      'sys-admin-read',
    );
    await user.click(within(roles).getByRole('button', { name: 'Give the role' }));
    await expectSnackbar(MUST_MIGRATE);
    expect(findUser(legacy.id)?.roles).toEqual(legacy.roles);

    await user.click(within(roles).getByRole('button', { name: 'Migrate' }));
    await expectSnackbar('The user has been migrated.');
    await waitFor(() =>
      expect(within(roles).queryByText(MUST_MIGRATE, { exact: false })).not.toBeInTheDocument(),
    );
    expect(within(detail).getByText('Migrated')).toBeInTheDocument();
    const migrated = findUser(legacy.id);
    expect(migrated?.migrated).toBe(true);
    // Each legacy practice became a role on it.
    for (const entry of legacy.legacyPermissions.practices)
      expect(roleList(detail)).toHaveTextContent(entry.practiceName ?? '');

    // A practice role: the practice comes from the picker, which searches the server.
    await user.selectOptions(
      within(roles).getByRole('combobox', { name: fieldLabel('Role') }),
      'practice-admin',
    );
    await user.click(within(roles).getByRole('button', { name: 'Give the role' }));
    expect(await within(roles).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(roles).getByRole('combobox', { name: fieldLabel('Practice') }), 'bay street');
    await user.click(await within(roles).findByRole('option', { name: /Bay Street Dental/ }));
    await user.click(within(roles).getByRole('button', { name: 'Give the role' }));
    await expectSnackbar('Changes saved.');
    const bayStreet = PRACTICES.find((practice) => practice.name === 'Bay Street Dental');
    await waitFor(() =>
      expect(findUser(legacy.id)?.roles).toContainEqual(
        expect.objectContaining({ role: 'practice-admin', practiceId: bayStreet?.id }),
      ),
    );
    expect(
      await within(roles).findByRole('button', {
        name: 'Remove the role Practice administrator (Bay Street Dental)',
      }),
    ).toBeInTheDocument();

    // The same role again is caught before asking the server.
    await user.selectOptions(
      within(roles).getByRole('combobox', { name: fieldLabel('Role') }),
      'practice-admin',
    );
    await user.type(within(roles).getByRole('combobox', { name: fieldLabel('Practice') }), 'bay street');
    await user.click(await within(roles).findByRole('option', { name: /Bay Street Dental/ }));
    await user.click(within(roles).getByRole('button', { name: 'Give the role' }));
    expect(await within(roles).findByText('The user already has this role.')).toBeInTheDocument();

    // A group role: chosen by name, accent-blind, its practices shown.
    await user.selectOptions(
      within(roles).getByRole('combobox', { name: fieldLabel('Role') }),
      'group-admin',
    );
    const group = within(roles).getByRole('combobox', { name: fieldLabel('Group of practices') });
    await user.type(group, 'atlantic');
    await user.click(await within(roles).findByRole('option', { name: /Atlantic Dental Group/ }));
    expect(group).toHaveAccessibleDescription(
      'Its 3 practices: Dieppe Dental Centre, Fredericton Dental Clinic, Saint John Harbour Dental',
    );
    await user.click(within(roles).getByRole('button', { name: 'Give the role' }));
    await expectSnackbar('Changes saved.');
    await waitFor(() =>
      expect(roleList(detail)).toHaveTextContent(
        'Group administratorAtlantic Dental Group3 practices: Dieppe Dental Centre, Fredericton Dental Clinic, Saint John Harbour Dental',
      ),
    );

    // Removing asks first.
    await user.click(
      within(roles).getByRole('button', {
        name: 'Remove the role Practice administrator (Bay Street Dental)',
      }),
    );
    const dialog = await openedDialog('Remove this role?');
    const name = `${legacy.firstName} ${legacy.lastName}`;
    expect(dialog).toHaveTextContent(
      `${name} will lose the role Practice administrator (Bay Street Dental).`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectSnackbar('The role has been removed.');
    await waitFor(() =>
      expect(
        within(roles).queryByRole('button', {
          name: 'Remove the role Practice administrator (Bay Street Dental)',
        }),
      ).not.toBeInTheDocument(),
    );
    const saved = findUser(legacy.id);
    expect(saved?.roles.some((entry) => roleTarget(entry).practiceId === bayStreet?.id)).toBe(false);
    expect(saved?.roles).toContainEqual(
      expect.objectContaining({ role: 'group-admin', groupName: 'Atlantic Dental Group' }),
    );
  });

  it('are kept when the removal is not confirmed', async () => {
    const user = userEvent.setup();
    const walsh = users.findFirst((q) => q.where({ username: 'readonly' }))!;
    const detail = await renderUser(walsh);
    const roles = await within(detail).findByRole('region', { name: 'Roles' });
    await user.click(
      await within(roles).findByRole('button', {
        name: 'Remove the role System administrator (read-only) (All practices)',
      }),
    );
    const dialog = await openedDialog('Remove this role?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(findUser(walsh.id)?.roles).toEqual(walsh.roles);
  });
});
