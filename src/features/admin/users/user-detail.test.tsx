import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { resetDatabase } from '../../../../mocks/db/database';
import { findUser, users } from '../../../../mocks/db/users';
import type { UserRecord } from '../../../../mocks/db/user-record';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { createQueryClient } from '@/api/query-client';
import { appQueryClient } from '../../../../tests/utils/app-query-client';
import { signInAs } from '../../../../tests/utils/session';
import { fieldLabel } from '../../../../tests/utils/fields';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { UserAdmin } from './user-admin';
import { openedDialog } from '../../../../tests/utils/dialogs';

const renderUser = (user: UserRecord, { readOnly = false, search = '', appReporting = false } = {}) => {
  window.history.replaceState(null, '', `/admin/users/${user.id}${search}`);
  renderWithProviders(
    <QueryClientProvider client={appReporting ? appQueryClient() : createQueryClient()}>
      <Route path="/admin/users/:userId?">
        {(params) => <UserAdmin userId={params.userId} readOnly={readOnly} />}
      </Route>
      <FeedbackHost />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'User details' });
};

const demo = (username: string) => {
  const user = users.findFirst((q) => q.where({ username }));
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
};

const legacyUser = () =>
  users.findFirst((q) =>
    q.where((entry) => !entry.migrated && entry.legacyPermissions.practices.length > 0),
  )!;

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

describe('the name and email of a user', () => {
  it('keep everything typed when the save fails, with SPEC §8’s message, then save', async () => {
    const user = userEvent.setup();
    const chen = demo('totp');
    const detail = await renderUser(chen);
    const profile = await within(detail).findByRole('region', { name: 'Name and email' });
    const first = within(profile).getByRole('textbox', { name: fieldLabel('First name') });
    const email = within(profile).getByRole('textbox', { name: fieldLabel('Email') });
    await user.clear(first);
    await user.type(first, 'Olivia-Mei');
    await user.clear(email);
    await user.type(email, 'olivia.chen@bay.example.ca');

    await injectFaults({ operationId: 'updateUser', status: 500, times: 1 });
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await expectSnackbar('Error updating the user.');
    expect(first).toHaveValue('Olivia-Mei');
    expect(email).toHaveValue('olivia.chen@bay.example.ca');
    expect(within(profile).getByRole('textbox', { name: fieldLabel('Last name') })).toHaveValue('Chen');
    expect(findUser(chen.id)).toMatchObject({ firstName: 'Olivia', email: chen.email });

    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await expectSnackbar('The user has been updated.');
    expect(findUser(chen.id)).toMatchObject({ firstName: 'Olivia-Mei', email: 'olivia.chen@bay.example.ca' });
    expect(
      await within(detail).findByRole('heading', { level: 2, name: 'Olivia-Mei Chen' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(profile).getByRole('button', { name: 'Undo changes' })).toBeDisabled());
  });

  it('say at the field when the email is another user’s, or missing', async () => {
    const user = userEvent.setup();
    const detail = await renderUser(demo('sms'));
    const profile = await within(detail).findByRole('region', { name: 'Name and email' });
    const email = within(profile).getByRole('textbox', { name: fieldLabel('Email') });
    await user.clear(email);
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('This field is required')).toBeInTheDocument();
    await user.type(email, 'nadia.bouchard@portal.example.ca');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(
      await within(profile).findByText('Another user already has this email address.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('nadia.bouchard@portal.example.ca');
  });
});

describe('the account of a user', () => {
  it('resets the password after asking', async () => {
    const user = userEvent.setup();
    const detail = await renderUser(demo('custom'));
    await user.click(await within(detail).findByRole('button', { name: 'Reset the password' }));
    const dialog = await openedDialog('Reset the password of Mathieu Simard?');
    expect(dialog).toHaveTextContent('mathieu.simard@cliniquedentairesaguenay.ca');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expectSnackbar(
      'The password has been reset. mathieu.simard@cliniquedentairesaguenay.ca will receive an email to choose a new one.',
    );
  });

  it('deletes the user after asking, and goes back to the list as it was', async () => {
    const user = userEvent.setup();
    const goldberg = demo('setupmfa');
    const detail = await renderUser(goldberg, { search: '?search=goldberg' });
    await user.click(await within(detail).findByRole('button', { name: 'Delete the user' }));
    const dialog = await openedDialog('Delete Sarah Goldberg?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectSnackbar('The user has been deleted.');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users'));
    expect(window.location.search).toBe('?search=goldberg');
    expect(findUser(goldberg.id)).toBeUndefined();
    expect(await screen.findByText('No user matches this search or these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'User details' })).not.toBeInTheDocument();
  });

  it('keeps the user when the deletion fails, with SPEC §8’s message', async () => {
    const user = userEvent.setup();
    const goldberg = demo('setupmfa');
    const detail = await renderUser(goldberg);
    // DELETE is idempotent: the client tries it three times (SPEC §9) before giving up.
    await injectFaults({ operationId: 'deleteUser', status: 500, times: 3 });
    await user.click(await within(detail).findByRole('button', { name: 'Delete the user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectSnackbar('Error deleting the user.');
    expect(findUser(goldberg.id)).toBeDefined();
    expect(window.location.pathname).toBe(`/admin/users/${goldberg.id}`);
  });
});

describe('the legacy permissions of a user', () => {
  it('are changed practice by practice, and Analytik for all', async () => {
    const user = userEvent.setup();
    const legacy = legacyUser();
    const detail = await renderUser(legacy);
    const section = await within(detail).findByRole('region', { name: 'Legacy permissions' });
    const [firstPractice] = legacy.legacyPermissions.practices;
    const fieldset = within(section).getByRole('group', { name: firstPractice?.practiceName });

    await user.click(within(section).getByRole('checkbox', { name: /^Analytik/ }));
    for (const box of within(fieldset).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(within(section).getByRole('button', { name: 'Save the permissions' }));
    expect(
      await within(fieldset).findByText('Choose at least one permission, or remove the practice.'),
    ).toBeInTheDocument();
    await user.click(within(fieldset).getByRole('checkbox', { name: 'History' }));

    await user.type(within(section).getByRole('combobox', { name: 'Add a practice' }), 'dieppe');
    await user.click(await within(section).findByRole('option', { name: /Dieppe Dental Centre/ }));
    const dieppe = within(section).getByRole('group', { name: 'Dieppe Dental Centre' });
    await user.click(within(dieppe).getByRole('checkbox', { name: 'Templates' }));

    await user.click(within(section).getByRole('button', { name: 'Save the permissions' }));
    await expectSnackbar('The user has been updated.');
    const saved = findUser(legacy.id)?.legacyPermissions;
    expect(saved?.analytik).toBe(!legacy.legacyPermissions.analytik);
    expect(
      saved?.practices.find((entry) => entry.practiceId === firstPractice?.practiceId)?.permissions,
    ).toEqual(['history']);
    expect(
      saved?.practices.find((entry) => entry.practiceName === 'Dieppe Dental Centre')?.permissions,
    ).toEqual(['templates']);
  });
});

describe('a read-only administrator', () => {
  beforeEach(() => signInAs('readonly'));

  it('sees the users and their details with no control that changes anything', async () => {
    const legacy = legacyUser();
    const detail = await renderUser(legacy, { readOnly: true });
    expect(await within(detail).findByRole('heading', { level: 2 })).toHaveTextContent(
      `${legacy.firstName} ${legacy.lastName}`,
    );
    expect(
      within(detail).getByText(/must be migrated before their roles can be updated/),
    ).toBeInTheDocument();
    expect(
      within(detail).getByText(legacy.legacyPermissions.analytik ? /^Analytik: yes/ : 'Analytik: no'),
    ).toBeInTheDocument();
    expect(within(detail).queryAllByRole('button')).toEqual([]);
    expect(within(detail).queryAllByRole('textbox')).toEqual([]);
    expect(within(detail).queryAllByRole('checkbox')).toEqual([]);
    expect(within(detail).queryAllByRole('combobox')).toEqual([]);
    expect(await screen.findByRole('table', { name: 'Users of the portal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a user' })).not.toBeInTheDocument();
  });

  it('is refused by the server when a change is forced, with the general message', async () => {
    const user = userEvent.setup();
    const legacy = legacyUser();
    // The access check bypassed: the controls show, the server still says no.
    // The app's reporting of failures gives a refusal its general message.
    const detail = await renderUser(legacy, { readOnly: false, appReporting: true });
    const profile = await within(detail).findByRole('region', { name: 'Name and email' });
    await user.type(within(profile).getByRole('textbox', { name: fieldLabel('Last name') }), '-Roy');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await expectSnackbar('You do not have permission to do this.');
    expect(within(profile).getByRole('textbox', { name: fieldLabel('Last name') })).toHaveValue(
      `${legacy.lastName}-Roy`,
    );

    await user.click(within(detail).getByRole('button', { name: 'Migrate' }));
    await waitFor(() => expect(snackbarsShowing('You do not have permission to do this.')).toHaveLength(2));
    expect(findUser(legacy.id)).toMatchObject({ lastName: legacy.lastName, migrated: false });
  });
});
