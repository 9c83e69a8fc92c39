import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clinicGroups } from '../../../../mocks/db/clinic-groups';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { fieldLabel } from '../../../../tests/utils/fields';
import { expectSnackbar } from '../../../../tests/utils/snackbars';
import {
  choosePractice,
  renderScreen,
  setUpClinicGroupTests,
  storedGroup,
} from './clinic-groups.test-support';

setUpClinicGroupTests();

const stored = (id: number) => clinicGroups.findFirst((q) => q.where({ id }));

/** The detail of a group, loaded. */
const openGroup = async (id: number, name: string) => {
  renderScreen(`/admin/ClinicGroups/${id}`);
  const detail = await screen.findByRole('region', { name: 'Clinic group details' });
  await within(detail).findByRole('heading', { level: 2, name });
  return detail;
};

const section = (detail: HTMLElement, name: string) => within(detail).getByRole('region', { name });

describe('renaming a clinic group', () => {
  it('refuses an empty name, then saves the new name and shows it in the list', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(3, 'Santé dentaire Rive-Sud');
    const form = section(detail, 'Name of the group');
    const name = within(form).getByRole('textbox', { name: fieldLabel('Name') });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save the name' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(stored(3)?.name).toBe('Santé dentaire Rive-Sud');

    await user.type(name, 'Cabinet Rive-Sud');
    await user.click(within(form).getByRole('button', { name: 'Save the name' }));
    await expectSnackbar('The clinic group has been updated.');
    expect(stored(3)?.name).toBe('Cabinet Rive-Sud');
    expect(
      await within(detail).findByRole('heading', { level: 2, name: 'Cabinet Rive-Sud' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cabinet Rive-Sud' })).toBeInTheDocument();
  });

  it('says at the field when another group has the name, keeping it', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(3, 'Santé dentaire Rive-Sud');
    const form = section(detail, 'Name of the group');
    const name = within(form).getByRole('textbox', { name: fieldLabel('Name') });
    await user.clear(name);
    await user.type(name, 'atlantic dental group');
    await user.click(within(form).getByRole('button', { name: 'Save the name' }));
    expect(await within(form).findByText('Another clinic group already has this name.')).toBeInTheDocument();
    expect(name).toHaveValue('atlantic dental group');
  });
});

describe('the practices of a clinic group', () => {
  it('adds practices, links each to its page, and removes one after asking', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(5, "Réseau dentaire francophone de l'Ontario");
    const add = section(detail, 'Add practices');
    await user.click(within(add).getByRole('button', { name: 'Add to the group' }));
    expect(await within(add).findByText('Choose at least one practice')).toBeInTheDocument();

    await choosePractice(user, add, 'kingston', 'Kingston Waterfront Dental');
    await choosePractice(user, add, 'sudbury', 'Sudbury Dental Group');
    await user.click(within(add).getByRole('button', { name: 'Add to the group' }));
    await expectSnackbar('The clinic group has been updated.');
    expect(stored(5)?.numberOfClinics).toBe(4);
    const members = section(detail, 'Practices of the group');
    expect(await within(members).findByRole('link', { name: 'Sudbury Dental Group' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/practices\/[0-9a-f-]{36}$/),
    );
    expect(within(detail).getByText('4 practices')).toBeInTheDocument();
    expect(within(add).getByText('No practice chosen yet.')).toBeInTheDocument();

    await user.click(
      within(members).getByRole('button', { name: 'Remove Kingston Waterfront Dental from the group' }),
    );
    const confirm = await openedDialog(
      "Remove Kingston Waterfront Dental from the group Réseau dentaire francophone de l'Ontario?",
    );
    expect(confirm).toHaveTextContent('will no longer see this practice');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expectSnackbar('The clinics have been removed from the group.');
    await waitFor(() =>
      expect(
        within(members).queryByRole('link', { name: 'Kingston Waterfront Dental' }),
      ).not.toBeInTheDocument(),
    );
    expect(stored(5)?.practices.map((practice) => practice.name)).not.toContain('Kingston Waterfront Dental');
    expect(
      await screen.findByRole('row', { name: "Réseau dentaire francophone de l'Ontario 3" }),
    ).toBeInTheDocument();
  });

  it('removes nothing when the removal is not confirmed', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(6, 'Atlantic Dental Group');
    const members = section(detail, 'Practices of the group');
    await user.click(
      within(members).getByRole('button', { name: 'Remove Dieppe Dental Centre from the group' }),
    );
    const confirm = await openedDialog('Remove Dieppe Dental Centre from the group Atlantic Dental Group?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(stored(6)?.numberOfClinics).toBe(3);
  });

  it('says in words that a practice is in another group, and adds nothing', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(5, "Réseau dentaire francophone de l'Ontario");
    const add = section(detail, 'Add practices');
    await choosePractice(user, add, 'moncton', 'Clinique dentaire de Moncton');
    await choosePractice(user, add, 'dieppe', 'Dieppe Dental Centre');
    await user.click(within(add).getByRole('button', { name: 'Add to the group' }));
    const dieppe = await within(add).findByRole('button', { name: 'Take Dieppe Dental Centre off the list' });
    await waitFor(() =>
      expect(dieppe).toHaveAccessibleDescription(
        'Already in the group Atlantic Dental Group. A practice belongs to one group only: remove it from that group first.',
      ),
    );
    expect(stored(5)?.numberOfClinics).toBe(2);
  });

  it('says with SPEC §8’s message when the change fails on the server, keeping the choice', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(5, "Réseau dentaire francophone de l'Ontario");
    const add = section(detail, 'Add practices');
    await choosePractice(user, add, 'moncton', 'Clinique dentaire de Moncton');
    await injectFaults({ operationId: 'addClinicsToGroup', status: 500, times: 1 });
    await user.click(within(add).getByRole('button', { name: 'Add to the group' }));
    await expectSnackbar('The clinic group could not be updated.');
    expect(
      within(add).getByRole('button', { name: 'Take Clinique dentaire de Moncton off the list' }),
    ).toBeInTheDocument();
  });
});

describe('deleting a clinic group', () => {
  it('deletes a group after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    const created = await clinicGroups.create({
      id: 50,
      name: 'Groupe éphémère',
      practices: [],
      numberOfClinics: 0,
    });
    const detail = await openGroup(created.id, 'Groupe éphémère');
    await user.click(within(detail).getByRole('button', { name: 'Delete the group' }));
    const confirm = await openedDialog('Delete the clinic group Groupe éphémère?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectSnackbar('The clinic group has been deleted.');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/ClinicGroups'));
    expect(storedGroup('Groupe éphémère')).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Clinic group details' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Groupe éphémère' })).not.toBeInTheDocument(),
    );
  });

  it('says what to do when users still hold a role over the group', async () => {
    const user = userEvent.setup();
    const detail = await openGroup(4, 'Ontario Smile Partners');
    await user.click(within(detail).getByRole('button', { name: 'Delete the group' }));
    const confirm = await openedDialog('Delete the clinic group Ontario Smile Partners?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectSnackbar('This group cannot be deleted while users hold a role over it.');
    expect(stored(4)).toBeDefined();
  });
});
