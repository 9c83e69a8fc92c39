import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import { Route } from 'wouter';
import { clinicGroups } from '../../../../mocks/db/clinic-groups';
import { resetDatabase } from '../../../../mocks/db/database';
import { layoutForFocus } from '../../../../tests/utils/dialogs';
import { fieldLabel } from '../../../../tests/utils/fields';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { ClinicGroupsScreen } from './clinic-groups-screen';

type User = ReturnType<typeof userEvent.setup>;

/**
 * For the tests of a file: the layout Fluent's dialogs need to take the focus, and each test
 * starting from the seeded groups, signed in as sysadmin.
 */
export const setUpClinicGroupTests = (): void => {
  layoutForFocus();
  beforeEach(async () => {
    await resetDatabase();
    signInAs('sysadmin');
  });
};

/** The screen at an address, as the route gives it, with the snackbars and the dialogs. */
export const renderScreen = (path: string, { readOnly = false } = {}): void => {
  window.history.replaceState(null, '', path);
  renderWithFeedbackHost(
    <Route path="/admin/ClinicGroups/:clinicGroupId?">
      {(params) => <ClinicGroupsScreen clinicGroupId={params.clinicGroupId} readOnly={readOnly} />}
    </Route>,
  );
};

/** The group of that name in the offline database, if any. */
export const storedGroup = (name: string) => clinicGroups.findFirst((q) => q.where({ name }));

/** Chooses a practice in the practice picker of `scope`, by typing part of its name or city. */
export const choosePractice = async (
  user: User,
  scope: HTMLElement,
  search: string,
  name: string,
): Promise<void> => {
  const picker = within(scope).getByRole('combobox', { name: fieldLabel('Practice to add') });
  await user.click(picker);
  await user.type(picker, search);
  const option = await within(scope).findByRole('option', { name: new RegExp(name) });
  await user.click(option);
  await within(scope).findByRole('button', { name: `Take ${name} off the list` });
};
