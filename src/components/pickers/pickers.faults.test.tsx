import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '@/api/generated/users/model';
import { clearFaults, injectFaults } from '../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, READ_FAULTS } from '../../../scripts/faults/covers-faults';
import { faultFor } from '../../../scripts/faults/fault-cases';
import { GroupPicker } from './group-picker';
import { PracticePicker, type PracticeChoice } from './practice-picker';

// The pickers are the screens' own (user roles, clinic group members): their failure is said
// in the list they open, and opening it again is their retry.
const PracticeHarness = () => {
  const [value, setValue] = useState<PracticeChoice>();
  return <PracticePicker label="Practice" value={value} onChange={setValue} />;
};

const GroupHarness = () => {
  const [value, setValue] = useState<Group>();
  return <GroupPicker label="Group" value={value} onChange={setValue} />;
};

const listbox = () => screen.findByRole('listbox');

beforeEach(() => signInAs('sysadmin'));

describe.each(READ_FAULTS)('the pickers when their list gets %s', (fault) => {
  it('the practice picker says the failure in its list, and opening it again brings the practices', async () => {
    coversFaults(['adminUsers', 'adminClinicGroups', 'adminAuditLog'], 'getPractices', READ_FAULTS);
    const user = userEvent.setup();
    await injectFaults(faultFor('getPractices', fault));
    renderWithProviders(<PracticeHarness />);
    const field = screen.getByRole('combobox', { name: 'Practice' });
    await user.click(field);
    expect(
      await within(await listbox()).findByRole('option', {
        name: 'The practices could not be loaded. Close the list and try again.',
      }),
    ).toBeInTheDocument();
    await clearFaults();
    await user.keyboard('{Escape}');
    await user.click(field);
    expect(
      await within(await listbox()).findByRole('option', { name: /Bay Street Dental/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /could not be loaded/ })).not.toBeInTheDocument();
  });

  it('the group picker says the failure in its list, and opening it again brings the groups', async () => {
    coversFaults('adminUsers', 'getGroups', READ_FAULTS);
    const user = userEvent.setup();
    await injectFaults(faultFor('getGroups', fault));
    renderWithProviders(<GroupHarness />);
    const field = screen.getByRole('combobox', { name: 'Group' });
    await user.click(field);
    expect(
      await within(await listbox()).findByRole('option', {
        name: 'The groups could not be loaded. Close the list and try again.',
      }),
    ).toBeInTheDocument();
    await clearFaults();
    await user.keyboard('{Escape}');
    await user.click(field);
    const groups = await within(await listbox()).findAllByRole('option', {
      name: /^(?!.*could not be loaded)(?!Loading)/,
    });
    expect(groups.length).toBeGreaterThan(1);
    expect(screen.queryByRole('option', { name: /could not be loaded/ })).not.toBeInTheDocument();
  });
});
