import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clinicGroups } from '../../../../mocks/db/clinic-groups';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { fieldLabel } from '../../../../tests/utils/fields';
import { expectSnackbar } from '../../../../tests/utils/snackbars';
import {
  choosePractice,
  renderScreen,
  setUpClinicGroupTests,
  storedGroup,
} from './clinic-groups.test-support';

setUpClinicGroupTests();

const table = () => screen.findByRole('table', { name: 'Clinic groups' });

const openCreate = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Create a group' }));
  return openedDialog('Create a clinic group');
};

describe('the clinic groups list', () => {
  it('shows each group with its number of clinics, searched by name without regard to accents', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/ClinicGroups');
    const groups = await table();
    expect(screen.getByText('6 groups')).toHaveAttribute('role', 'status');
    expect(within(groups).getByRole('row', { name: 'Atlantic Dental Group 3' })).toBeInTheDocument();
    expect(within(groups).getByRole('link', { name: 'Ontario Smile Partners' })).toHaveAttribute(
      'href',
      '/admin/ClinicGroups/4',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'reseau');
    expect(await screen.findByText('1 group')).toBeInTheDocument();
    expect(window.location.search).toBe('?search=reseau');
    expect(
      within(groups).getByRole('link', { name: "Réseau dentaire francophone de l'Ontario" }),
    ).toHaveAttribute('href', '/admin/ClinicGroups/5?search=reseau');
  });

  it('says so when the groups cannot be fetched', async () => {
    await injectFaults({ operationId: 'getClinicGroups', status: 500 });
    renderScreen('/admin/ClinicGroups');
    expect(await screen.findByText('The clinic groups could not be fetched.')).toBeInTheDocument();
  });

  it('shows a clear “not found” in the detail for an unknown group', async () => {
    renderScreen('/admin/ClinicGroups/999');
    const detail = await screen.findByRole('region', { name: 'Clinic group details' });
    expect(
      await within(detail).findByText('This item does not exist, or no longer exists.'),
    ).toBeInTheDocument();
    expect(await table()).toBeInTheDocument();
  });
});

describe('creating a clinic group', () => {
  it('creates a group with two practices and opens it', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/ClinicGroups');
    await table();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: fieldLabel('Name') }), 'Cliniques du Nord');
    await choosePractice(user, dialog, 'saguenay', 'Clinique dentaire Saguenay');
    await choosePractice(user, dialog, 'rimouski', 'Clinique dentaire Rimouski');
    expect(within(dialog).getByRole('list', { name: 'Chosen practices' })).toHaveTextContent(
      /Saguenay.*Rimouski/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expectSnackbar('The clinic group has been created.');
    const stored = storedGroup('Cliniques du Nord');
    expect(stored?.practices.map((practice) => practice.name)).toEqual([
      'Clinique dentaire Rimouski',
      'Clinique dentaire Saguenay',
    ]);
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/ClinicGroups/${stored?.id}`));
    const detail = await screen.findByRole('region', { name: 'Clinic group details' });
    expect(
      await within(detail).findByRole('heading', { level: 2, name: 'Cliniques du Nord' }),
    ).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Clinique dentaire Rimouski' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/practices\/[0-9a-f-]{36}$/),
    );
    expect(await screen.findByRole('row', { name: 'Cliniques du Nord 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('keeps the name and the chosen practices when the creation fails, and says which operation failed', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/ClinicGroups');
    await table();
    const dialog = await openCreate(user);
    const name = within(dialog).getByRole('textbox', { name: fieldLabel('Name') });
    await user.type(name, 'Cliniques du Nord');
    await choosePractice(user, dialog, 'gatineau', 'Centre dentaire de Gatineau');
    await choosePractice(user, dialog, 'moncton', 'Clinique dentaire de Moncton');
    await injectFaults({ operationId: 'createClinicGroup', status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The clinic group could not be created.',
    );
    expect(name).toHaveValue('Cliniques du Nord');
    expect(within(dialog).getByRole('list', { name: 'Chosen practices' })).toHaveTextContent(
      /Gatineau.*Moncton/,
    );
    expect(storedGroup('Cliniques du Nord')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expectSnackbar('The clinic group has been created.');
    expect(storedGroup('Cliniques du Nord')?.numberOfClinics).toBe(2);
  });

  it('refuses an empty name, and says in words which practice is in another group, or that the name is taken', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/ClinicGroups');
    await table();
    const dialog = await openCreate(user);
    const name = within(dialog).getByRole('textbox', { name: fieldLabel('Name') });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.type(name, 'Atlantic Dental Group');
    await choosePractice(user, dialog, 'plateau', 'Clinique dentaire du Plateau');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Another clinic group already has this name.'),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Nouveau groupe');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'Already in the group Groupe dentaire Montréal Métropolitain. A practice belongs to one group only: remove it from that group first.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Some chosen practices cannot join this group: see the list below.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Another clinic group already has this name.')).not.toBeInTheDocument();
    expect(clinicGroups.all()).toHaveLength(6);

    // Taken off the list, the group is created without it.
    await user.click(
      within(dialog).getByRole('button', { name: 'Take Clinique dentaire du Plateau off the list' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expectSnackbar('The clinic group has been created.');
    expect(storedGroup('Nouveau groupe')?.numberOfClinics).toBe(0);
  });

  it('puts a 400 on a practice entry beside that practice', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/ClinicGroups');
    await table();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: fieldLabel('Name') }), 'Cliniques du Nord');
    await choosePractice(user, dialog, 'saguenay', 'Clinique dentaire Saguenay');
    await choosePractice(user, dialog, 'rimouski', 'Clinique dentaire Rimouski');
    await injectFaults({
      operationId: 'createClinicGroup',
      status: 400,
      times: 1,
      errors: [{ field: 'practices.1', code: 'unknown_practice', message: 'Practice x does not exist.' }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const remove = await within(dialog).findByRole('button', {
      name: 'Take Clinique dentaire Rimouski off the list',
    });
    expect(remove).toHaveAccessibleDescription('This practice no longer exists: take it off the list.');
    expect(
      within(dialog).getByRole('button', { name: 'Take Clinique dentaire Saguenay off the list' }),
    ).not.toHaveAccessibleDescription();
  });
});

describe('a read-only administrator', () => {
  it('sees the groups and a group’s practices with no control that changes anything', async () => {
    signInAs('readonly');
    renderScreen('/admin/ClinicGroups/6', { readOnly: true });
    await table();
    const detail = await screen.findByRole('region', { name: 'Clinic group details' });
    expect(await within(detail).findByRole('link', { name: 'Dieppe Dental Centre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a group' })).not.toBeInTheDocument();
    expect(within(detail).queryAllByRole('button')).toHaveLength(0);
    expect(within(detail).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(detail).queryAllByRole('combobox')).toHaveLength(0);
  });
});
