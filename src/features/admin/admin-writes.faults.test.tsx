import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { resetDatabase } from '../../../mocks/db/database';
import { users } from '../../../mocks/db/users';
import { layoutForFocus, openedDialog } from '../../../tests/utils/dialogs';
import { fieldLabel } from '../../../tests/utils/fields';
import { renderWithFeedbackHost } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, WRITE_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveWriteKeepsInput } from '../../../scripts/faults/fault-cases';
import { ClinicGroupsScreen } from './clinic-groups/clinic-groups-screen';
import { DeploymentGroupsScreen } from './deployment-groups/deployment-groups-screen';
import { ToolsScreen } from './tools/tools-screen';
import { UserAdmin } from './users/user-admin';

layoutForFocus();

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

const at = (path: string, ui: React.ReactElement) => {
  window.history.replaceState(null, '', path);
  return renderWithFeedbackHost(ui);
};

const usersAt = (path: string) =>
  at(
    path,
    <Route path="/admin/users/:userId?">
      {(params) => <UserAdmin userId={params.userId} readOnly={false} />}
    </Route>,
  );

const clinicGroupsAt = (path: string) =>
  at(
    path,
    <Route path="/admin/ClinicGroups/:clinicGroupId?">
      {(params) => <ClinicGroupsScreen clinicGroupId={params.clinicGroupId} readOnly={false} />}
    </Route>,
  );

const textbox = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: fieldLabel(label) });

/** Fluent focuses a new dialog's first field late in jsdom; a person's first click would put it there. */
const focusFirstField = (dialog: HTMLElement) => {
  const field = dialog.querySelector('input');
  if (field && document.activeElement !== field) act(() => field.focus());
};

describe.each(WRITE_FAULTS)('the administration forms when their save gets %s', (fault) => {
  it('create a user: keeps what was typed and says the failure in the dialog', async () => {
    coversFaults('adminUsers', 'createUser', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'createUser',
        fill: async (user) => {
          usersAt('/admin/users');
          await user.click(await screen.findByRole('button', { name: 'Create a user' }));
          const form = await openedDialog('Create a user');
          await user.type(textbox(form, 'Email'), 'julie.gagnon@cliniqueduplateau.ca');
          await user.type(textbox(form, 'First name'), 'Julie');
          await user.type(textbox(form, 'Last name'), 'Gagnon');
          return {
            form,
            kept: () => {
              expect(textbox(form, 'Email')).toHaveValue('julie.gagnon@cliniqueduplateau.ca');
              expect(textbox(form, 'First name')).toHaveValue('Julie');
              expect(textbox(form, 'Last name')).toHaveValue('Gagnon');
            },
          };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Create' })),
        field: { name: 'lastName', control: (form) => textbox(form, 'Last name') },
      },
      fault,
    );
  });

  it('a user’s name and email: keeps what was typed and says the failure in the form', async () => {
    coversFaults('adminUsers', 'updateUser', WRITE_FAULTS);
    const chen = users.findFirst((q) => q.where({ username: 'totp' }))!;
    await proveWriteKeepsInput(
      {
        operationId: 'updateUser',
        fill: async (user) => {
          usersAt(`/admin/users/${chen.id}`);
          const detail = await screen.findByRole('region', { name: 'User details' });
          const form = await within(detail).findByRole('region', { name: 'Name and email' });
          await user.clear(textbox(form, 'First name'));
          await user.type(textbox(form, 'First name'), 'Olivia-Mei');
          return {
            form,
            kept: () => expect(textbox(form, 'First name')).toHaveValue('Olivia-Mei'),
          };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
        field: { name: 'firstName', control: (form) => textbox(form, 'First name') },
      },
      fault,
    );
  });

  it('a deployment group: keeps what was typed and says the failure in the dialog', async () => {
    coversFaults('adminDeploymentGroups', 'updateDeploymentGroup', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'updateDeploymentGroup',
        fill: async (user) => {
          at('/admin/deployment-groups', <DeploymentGroupsScreen readOnly={false} />);
          const row = await screen.findByRole('row', { name: /^Legacy \(Windows Server 2012\) / });
          await user.click(within(row).getByRole('button', { name: /^Edit / }));
          const form = await openedDialog('Edit the deployment group Legacy (Windows Server 2012)');
          focusFirstField(form);
          await user.clear(textbox(form, 'Release'));
          await user.type(textbox(form, 'Release'), '2026.01.1-lts');
          return { form, kept: () => expect(textbox(form, 'Release')).toHaveValue('2026.01.1-lts') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
        field: { name: 'releaseName', control: (form) => textbox(form, 'Release') },
      },
      fault,
    );
  });

  it('a tool: keeps what was typed and says the failure in the dialog', async () => {
    coversFaults('adminTools', 'updateToolVersion', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'updateToolVersion',
        fill: async (user) => {
          at('/admin/tools', <ToolsScreen readOnly={false} />);
          await screen.findByText('10 tools');
          await user.click(screen.getByRole('button', { name: 'Edit Passerelle SMS' }));
          const form = await openedDialog('Edit the tool Passerelle SMS');
          const version = within(form).getByRole('textbox', { name: /^Latest version/ });
          await user.clear(version);
          await user.type(version, '3.5.0');
          return { form, kept: () => expect(version).toHaveValue('3.5.0') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
        field: {
          name: 'latestVersion',
          control: (form) => within(form).getByRole('textbox', { name: /^Latest version/ }),
        },
      },
      fault,
    );
  });

  it('create a clinic group: keeps what was typed and says the failure in the dialog', async () => {
    coversFaults('adminClinicGroups', 'createClinicGroup', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'createClinicGroup',
        fill: async (user) => {
          clinicGroupsAt('/admin/ClinicGroups');
          await screen.findByRole('table', { name: 'Clinic groups' });
          await user.click(screen.getByRole('button', { name: 'Create a group' }));
          const form = await openedDialog('Create a clinic group');
          await user.type(textbox(form, 'Name'), 'Cliniques du Nord');
          return { form, kept: () => expect(textbox(form, 'Name')).toHaveValue('Cliniques du Nord') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Create' })),
        field: { name: 'name', control: (form) => textbox(form, 'Name') },
      },
      fault,
    );
  });

  it('rename a clinic group: keeps what was typed and says the failure in the form', async () => {
    coversFaults('adminClinicGroups', 'updateClinicGroup', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'updateClinicGroup',
        fill: async (user) => {
          clinicGroupsAt('/admin/ClinicGroups/3');
          const detail = await screen.findByRole('region', { name: 'Clinic group details' });
          await within(detail).findByRole('heading', { level: 2, name: 'Santé dentaire Rive-Sud' });
          const form = within(detail).getByRole('region', { name: 'Name of the group' });
          await user.clear(textbox(form, 'Name'));
          await user.type(textbox(form, 'Name'), 'Cabinet Rive-Sud');
          return { form, kept: () => expect(textbox(form, 'Name')).toHaveValue('Cabinet Rive-Sud') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save the name' })),
        field: { name: 'name', control: (form) => textbox(form, 'Name') },
      },
      fault,
    );
    await waitFor(() => expect(screen.queryByText('The clinic group has been updated.')).toBeNull());
  });
});
