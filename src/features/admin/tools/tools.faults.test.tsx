import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../../../mocks/db/database';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { coversFaults, READ_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveReadRecovers } from '../../../../scripts/faults/fault-cases';
import { ToolsScreen } from './tools-screen';

layoutForFocus();

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
  window.history.replaceState(null, '', '/admin/tools');
});

describe('the tools’ dialogs, when reading the tool as it is now fails', () => {
  it.each(READ_FAULTS)('say so in the dialog on %s, and Try again brings the tool', async (fault) => {
    coversFaults('adminTools', 'getToolVersion', READ_FAULTS);
    let dialog: HTMLElement | undefined;
    await proveReadRecovers(
      {
        operationId: 'getToolVersion',
        render: () => renderWithFeedbackHost(<ToolsScreen readOnly={false} />),
        trigger: async (user) => {
          await screen.findByText('10 tools');
          await user.click(screen.getByRole('button', { name: 'Edit Passerelle SMS' }));
          dialog = await openedDialog('Edit the tool Passerelle SMS');
        },
        data: () =>
          waitFor(() =>
            expect(within(dialog!).queryByText('The tool versions could not be fetched.')).toBeNull(),
          ),
        failure: /The tool versions could not be fetched/,
      },
      fault,
    );
    expect(within(dialog!).getByRole('textbox', { name: /^Latest version/ })).toHaveValue('3.4.1');
  });
});
