import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { resetDatabase } from '../../../../mocks/db/database';
import { findUser, users } from '../../../../mocks/db/users';
import type { UserRecord } from '../../../../mocks/db/user-record';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { fieldLabel } from '../../../../tests/utils/fields';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { coversActionFaults, coversFaults, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveActionSaysFailure } from '../../../../scripts/faults/action-cases';
import { proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { UserAdmin } from './user-admin';

layoutForFocus();

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

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

const demo = (username: string) => users.findFirst((q) => q.where({ username }))!;
const notMigrated = () =>
  users.findFirst((q) =>
    q.where((entry) => !entry.migrated && entry.legacyPermissions.practices.length > 0),
  )!;
const detail = () => screen.getByRole('region', { name: 'User details' });
const rolesOf = (scope: HTMLElement) => within(scope).getByRole('region', { name: 'Roles' });
const loadedRoles = async (scope: HTMLElement) => within(scope).findByRole('region', { name: 'Roles' });

/** The snackbar that names the failure, as a place to find it. */
const snackbarSaying = async (text: string) => {
  await expectSnackbar(text);
  return snackbarsShowing(text)[0]!;
};

describe.each(WRITE_FAULTS)('a user’s roles when giving one gets %s', (fault) => {
  it('giving a role: keeps the role chosen and says the failure in the form', async () => {
    coversFaults('adminUsers', 'updateUserRoles', WRITE_FAULTS);
    const select = (form: HTMLElement) => within(form).getByRole('combobox', { name: fieldLabel('Role') });
    const simard = demo('custom');
    await proveWriteKeepsInput(
      {
        operationId: 'updateUserRoles',
        fill: async (user) => {
          const form = await within(await loadedRoles(await renderUser(simard))).findByRole('form', {
            name: 'Give a role',
          });
          await user.selectOptions(select(form), 'sys-admin-read');
          return { form, kept: () => expect(select(form)).toHaveValue('sys-admin-read') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Give the role' })),
        field: { name: 'roles', control: select },
      },
      fault,
    );
    expect(findUser(simard.id)?.roles).toEqual(simard.roles);
  });
});

describe.each(['status-500', 'network', 'status-400'] as const)(
  'a user’s legacy permissions when their save gets %s',
  (fault) => {
    it('keeps the boxes ticked and says the failure in the form', async () => {
      coversFaults('adminUsers', 'updateUserLegacyPermissions', ['status-500', 'network', 'status-400']);
      const legacy = notMigrated();
      const [first] = legacy.legacyPermissions.practices;
      const fieldset = (form: HTMLElement) => within(form).getByRole('group', { name: first!.practiceName });
      const box = (form: HTMLElement, name: string) => within(fieldset(form)).getByRole('checkbox', { name });
      const analytik = (form: HTMLElement) => within(form).getByRole('checkbox', { name: /^Analytik/ });
      await proveWriteKeepsInput(
        {
          operationId: 'updateUserLegacyPermissions',
          fill: async (user) => {
            const form = (
              await within(await renderUser(legacy)).findByRole('region', { name: 'Legacy permissions' })
            ).querySelector('form')!;
            await user.click(analytik(form));
            const history = box(form, 'History') as HTMLInputElement;
            const ticked = !history.checked;
            await user.click(history);
            return {
              form,
              kept: () => {
                expect(analytik(form)).toHaveProperty('checked', !legacy.legacyPermissions.analytik);
                expect(box(form, 'History')).toHaveProperty('checked', ticked);
              },
            };
          },
          submit: (user, form) =>
            user.click(within(form).getByRole('button', { name: 'Save the permissions' })),
          field: {
            name: 'practices.0.permissions',
            control: (form) => within(fieldset(form)).getAllByRole('checkbox')[0]!,
          },
        },
        fault,
      );
      expect(findUser(legacy.id)?.legacyPermissions).toEqual(legacy.legacyPermissions);
    });
  },
);

describe.each(['status-500', 'network', 'status-409'] as const)(
  'migrating a user when it gets %s',
  (fault) => {
    it('says the migration failed and the user stays to migrate', async () => {
      coversActionFaults('adminUsers', 'migrateUser', ['status-500', 'network', 'status-409']);
      const legacy = notMigrated();
      await proveActionSaysFailure(
        {
          operationId: 'migrateUser',
          open: async () =>
            within(await loadedRoles(await renderUser(legacy))).findByText(MUST_MIGRATE, { exact: false }),
          act: (user) => user.click(within(rolesOf(detail())).getByRole('button', { name: 'Migrate' })),
          said: () => snackbarSaying('The user could not be migrated.'),
          unchanged: () => {
            expect(within(rolesOf(detail())).getByText(MUST_MIGRATE, { exact: false })).toBeVisible();
            expect(within(rolesOf(detail())).getByRole('button', { name: 'Migrate' })).toBeVisible();
            expect(findUser(legacy.id)?.migrated).toBe(false);
          },
        },
        fault,
      );
    });
  },
);

describe.each(['status-500', 'network'] as const)('a user’s account actions when they get %s', (fault) => {
  it('resetting the password says it failed, and the user stays as they were', async () => {
    coversActionFaults('adminUsers', 'resetUserPassword', ['status-500', 'network']);
    const simard = demo('custom');
    await proveActionSaysFailure(
      {
        operationId: 'resetUserPassword',
        open: () => renderUser(simard),
        act: async (user) => {
          await user.click(await within(detail()).findByRole('button', { name: 'Reset the password' }));
          const dialog = await openedDialog('Reset the password of Mathieu Simard?');
          await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
        },
        said: () => snackbarSaying('The password could not be reset. Please try again later.'),
        unchanged: () => {
          expect(snackbarsShowing('will receive an email to choose a new one')).toEqual([]);
          expect(window.location.pathname).toBe(`/admin/users/${simard.id}`);
        },
      },
      fault,
    );
  });

  it('deleting says it failed, and the user stays open and stored', async () => {
    coversActionFaults('adminUsers', 'deleteUser', ['status-500', 'network']);
    const goldberg = demo('setupmfa');
    await proveActionSaysFailure(
      {
        operationId: 'deleteUser',
        open: () => renderUser(goldberg),
        act: async (user) => {
          await user.click(await within(detail()).findByRole('button', { name: 'Delete the user' }));
          const dialog = await openedDialog('Delete Sarah Goldberg?');
          await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
        },
        said: () => snackbarSaying('Error deleting the user.'),
        unchanged: () => {
          expect(window.location.pathname).toBe(`/admin/users/${goldberg.id}`);
          expect(within(detail()).getByRole('button', { name: 'Delete the user' })).toBeVisible();
          expect(findUser(goldberg.id)).toBeDefined();
        },
      },
      fault,
    );
  });
});
