import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinicGroups } from '../../../../mocks/db/clinic-groups';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { fieldLabel } from '../../../../tests/utils/fields';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { coversActionFaults, coversFaults, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveActionSaysFailure } from '../../../../scripts/faults/action-cases';
import { proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { choosePractice, renderScreen, setUpClinicGroupTests } from './clinic-groups.test-support';

setUpClinicGroupTests();

const RESEAU = "Réseau dentaire francophone de l'Ontario";

/** The detail of a group, loaded. */
const openGroup = async (id: number, name: string) => {
  renderScreen(`/admin/ClinicGroups/${id}`);
  const detail = await screen.findByRole('region', { name: 'Clinic group details' });
  await within(detail).findByRole('heading', { level: 2, name });
  return detail;
};

const detail = () => screen.getByRole('region', { name: 'Clinic group details' });
const members = () => within(detail()).getByRole('region', { name: 'Practices of the group' });
const memberNames = (id: number) =>
  clinicGroups.findFirst((q) => q.where({ id }))!.practices.map((p) => p.name);

/** The snackbar that names the failure, as a place to find it. */
const snackbarSaying = async (text: string) => {
  await expectSnackbar(text);
  return snackbarsShowing(text)[0]!;
};

describe.each(WRITE_FAULTS)('a clinic group’s practices when a change gets %s', (fault) => {
  it('adding: keeps the chosen practices and says the failure in the form', async () => {
    coversFaults('adminClinicGroups', 'addClinicsToGroup', WRITE_FAULTS);
    const picker = (form: HTMLElement) =>
      within(form).getByRole('combobox', { name: fieldLabel('Practice to add') });
    await proveWriteKeepsInput(
      {
        operationId: 'addClinicsToGroup',
        fill: async (user) => {
          const form = within(await openGroup(5, RESEAU)).getByRole('region', { name: 'Add practices' });
          await choosePractice(user, form, 'moncton', 'Clinique dentaire de Moncton');
          return {
            form,
            kept: () => {
              const chosen = 'Take Clinique dentaire de Moncton off the list';
              expect(within(form).getByRole('button', { name: chosen })).toBeVisible();
            },
          };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Add to the group' })),
        // A refusal of the whole list is said at the picker (one of an entry, beside the entry:
        // clinic-group-detail.test.tsx).
        field: { name: 'practices', control: picker },
      },
      fault,
    );
    expect(memberNames(5)).not.toContain('Clinique dentaire de Moncton');
  }, 60_000);
});

describe.each(['status-500', 'network', 'status-400'] as const)(
  'removing a practice from a clinic group when it gets %s',
  (fault) => {
    it('says the failure and keeps the practice in the group', async () => {
      coversActionFaults('adminClinicGroups', 'removeClinicsFromGroup', [
        'status-500',
        'network',
        'status-400',
      ]);
      await proveActionSaysFailure(
        {
          operationId: 'removeClinicsFromGroup',
          open: () => openGroup(6, 'Atlantic Dental Group'),
          act: async (user) => {
            await user.click(
              within(members()).getByRole('button', { name: 'Remove Dieppe Dental Centre from the group' }),
            );
            const confirm = await openedDialog(
              'Remove Dieppe Dental Centre from the group Atlantic Dental Group?',
            );
            await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
          },
          said: () => snackbarSaying('The clinic group could not be updated.'),
          unchanged: () => {
            expect(within(members()).getByRole('link', { name: 'Dieppe Dental Centre' })).toBeVisible();
            expect(memberNames(6)).toContain('Dieppe Dental Centre');
          },
          field: 'practices.0',
        },
        fault,
      );
    });
  },
);

describe.each(['status-500', 'network', 'status-409'] as const)(
  'deleting a clinic group when it gets %s',
  (fault) => {
    it('says the failure and keeps the group, listed and open', async () => {
      coversActionFaults('adminClinicGroups', 'deleteClinicGroup', ['status-500', 'network', 'status-409']);
      await proveActionSaysFailure(
        {
          operationId: 'deleteClinicGroup',
          open: () => openGroup(6, 'Atlantic Dental Group'),
          act: async (user) => {
            await user.click(within(detail()).getByRole('button', { name: 'Delete the group' }));
            const confirm = await openedDialog('Delete the clinic group Atlantic Dental Group?');
            await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
          },
          said: () =>
            snackbarSaying(
              fault === 'status-409'
                ? 'This group cannot be deleted while users hold a role over it.'
                : 'The clinic group could not be deleted.',
            ),
          unchanged: () => {
            expect(screen.getByRole('link', { name: 'Atlantic Dental Group' })).toBeVisible();
            expect(
              within(detail()).getByRole('heading', { level: 2, name: 'Atlantic Dental Group' }),
            ).toBeVisible();
            expect(window.location.pathname).toBe('/admin/ClinicGroups/6');
          },
        },
        fault,
      );
    });
  },
);
