import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../../../mocks/db/database';
import { tools } from '../../../../mocks/db/tools';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { pickedFile, readMultipartInTest } from '../../../../tests/utils/picked-files';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { coversActionFaults, coversFaults, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveActionSaysFailure } from '../../../../scripts/faults/action-cases';
import { proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { ToolsScreen } from './tools-screen';

layoutForFocus();

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
  window.history.replaceState(null, '', '/admin/tools');
});

const openScreen = async () => {
  renderWithFeedbackHost(<ToolsScreen readOnly={false} />);
  await screen.findByText('10 tools');
};

const textbox = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label });
const stored = (toolName: string) => tools.findFirst((q) => q.where({ toolName }));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });

/** Every field of a new tool, as typed, with the installer chosen. */
const TYPED: [RegExp, string][] = [
  [/^Tool name/, 'Connecteur d’imagerie'],
  [/^Latest version/, '1.2.0'],
  [/^Minimal tool version/, '1.0.0'],
  [/^Minimal utility version/, '2.3.1'],
  [/^Practice system version/, '11.4.0'],
  [/^Minimum OS version/, 'Windows 10 22H2'],
  [/^Executable path/, 'C:\\Program Files\\Imagerie\\Connector.exe'],
  [/^Selector query/, 'SELECT 1'],
];

const fillNewTool = async (user: UserEvent, dialog: HTMLElement) => {
  for (const [label, value] of TYPED) await user.type(textbox(dialog, label), value);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Installed on/ }), 'Any agent');
  await user.click(within(dialog).getByRole('checkbox', { name: /^Always running/ }));
  await user.upload(
    within(dialog).getByLabelText('Installer file', { selector: 'input' }),
    pickedFile(['MZ installer'], 'ImagingConnector-1.2.0.msi'),
  );
};

describe.each(WRITE_FAULTS)('adding a tool when its creation gets %s', (fault) => {
  beforeEach(() => readMultipartInTest());

  it('keeps every value and the installer, and says the failure in the dialog', async () => {
    coversFaults('adminTools', 'createToolVersion', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'createToolVersion',
        fill: async (user) => {
          await openScreen();
          await user.click(screen.getByRole('button', { name: 'Add a tool' }));
          const form = await openedDialog('Add a tool');
          await fillNewTool(user, form);
          return {
            form,
            kept: () => {
              for (const [label, value] of TYPED) expect(textbox(form, label)).toHaveValue(value);
              expect(within(form).getByRole('combobox', { name: /^Installed on/ })).toHaveValue('any-agent');
              expect(within(form).getByRole('checkbox', { name: /^Always running/ })).toBeChecked();
              expect(within(form).getByText('ImagingConnector-1.2.0.msi (1 KB)')).toBeVisible();
            },
          };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Add the tool' })),
        field: { name: 'latestVersion', control: (form) => textbox(form, /^Latest version/) },
      },
      fault,
    );
    expect(stored('Connecteur d’imagerie')).toBeUndefined();
  }, 60_000);
});

/** The snackbar that names the failure, as a place to find it. */
const snackbarSaying = async (text: string) => {
  await expectSnackbar(text);
  return snackbarsShowing(text)[0]!;
};

describe.each(['status-500', 'network'] as const)('a tool’s one-click changes when they get %s', (fault) => {
  it('deactivating says which change failed and the tool stays active', async () => {
    coversActionFaults('adminTools', 'toggleToolVersionActiveFlag', ['status-500', 'network']);
    await proveActionSaysFailure(
      {
        operationId: 'toggleToolVersionActiveFlag',
        open: openScreen,
        act: (user) => user.click(screen.getByRole('button', { name: 'Deactivate Passerelle SMS' })),
        said: () => snackbarSaying('The tool version could not be deactivated.'),
        unchanged: () => {
          expect(rowOf('Passerelle SMS')).toHaveTextContent('Active');
          expect(screen.getByRole('button', { name: 'Deactivate Passerelle SMS' })).toBeVisible();
          expect(stored('Passerelle SMS')?.active).toBe(true);
        },
      },
      fault,
    );
  });

  it('deleting says the deletion failed and the tool stays listed', async () => {
    coversActionFaults('adminTools', 'deleteToolVersion', ['status-500', 'network']);
    await proveActionSaysFailure(
      {
        operationId: 'deleteToolVersion',
        open: openScreen,
        act: async (user) => {
          await user.click(screen.getByRole('button', { name: 'Delete Module Analytik' }));
          const dialog = await openedDialog('Delete the tool Module Analytik?');
          await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
        },
        said: () => snackbarSaying('The tool version could not be deleted.'),
        unchanged: () => {
          expect(rowOf('Module Analytik')).toBeVisible();
          expect(screen.getByText('10 tools')).toBeVisible();
          expect(stored('Module Analytik')).toBeDefined();
        },
      },
      fault,
    );
  });
});
