import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { resetDatabase } from '../../../../mocks/db/database';
import { tools } from '../../../../mocks/db/tools';
import { server } from '../../../../mocks/node';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { pickedFile, readMultipartInTest } from '../../../../tests/utils/picked-files';
import { ToolsScreen } from './tools-screen';

type User = ReturnType<typeof userEvent.setup>;

const renderScreen = async () => {
  renderWithProviders(
    <>
      <ToolsScreen readOnly={false} />
      <FeedbackHost />
    </>,
  );
  await screen.findByText('10 tools');
};

const stored = (toolName: string) => tools.findFirst((q) => q.where({ toolName }));

/** Every call that changes a tool during the test. */
const countChanges = () => {
  const changes: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.includes('/toolsVersions'))
      changes.push(`${request.method} ${request.url}`);
  };
  server.events.on('request:start', listener);
  return { changes, stop: () => server.events.removeListener('request:start', listener) };
};

const openCreate = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Add a tool' }));
  return openedDialog('Add a tool');
};

const textbox = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label });

const fillNewTool = async (user: User, dialog: HTMLElement, { latestVersion = '1.2.0' } = {}) => {
  await user.type(textbox(dialog, /^Tool name/), 'Connecteur d’imagerie');
  await user.type(textbox(dialog, /^Latest version/), latestVersion);
  await user.type(textbox(dialog, /^Minimal tool version/), '1.0.0');
  await user.type(textbox(dialog, /^Minimal utility version/), '2.3.1');
  await user.type(textbox(dialog, /^Practice system version/), '11.4.0');
  await user.type(textbox(dialog, /^Minimum OS version/), 'Windows 10 22H2');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Installed on/ }), 'Any agent');
  await user.type(textbox(dialog, /^Executable path/), 'C:\\Program Files\\Imagerie\\Connector.exe');
  await user.click(within(dialog).getByRole('checkbox', { name: /^Always running/ }));
  await user.type(textbox(dialog, /^Selector query/), 'SELECT 1');
};

const chooseInstaller = (user: User, dialog: HTMLElement, file: File) =>
  user.upload(within(dialog).getByLabelText('Installer file', { selector: 'input' }), file);

layoutForFocus();

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
  window.history.replaceState(null, '', '/admin/tools');
});

describe('creating a tool', () => {
  beforeEach(() => readMultipartInTest());

  it('uploads the installer with the fields, and lists the new tool, inactive', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const dialog = await openCreate(user);
    expect(within(dialog).getByText(/A new tool starts inactive/)).toBeInTheDocument();
    await fillNewTool(user, dialog);
    await chooseInstaller(user, dialog, pickedFile(['MZ installer'], 'ImagingConnector-1.2.0.msi'));
    expect(within(dialog).getByText('ImagingConnector-1.2.0.msi (1 KB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add the tool' }));

    expect(await screen.findByText('The tool version has been created.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('11 tools')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Connecteur d’imagerie / })).toHaveTextContent(
      /Any agent.*Inactive/,
    );
    expect(stored('Connecteur d’imagerie')).toMatchObject({
      latestVersion: '1.2.0',
      installationType: 'any-agent',
      isAlwaysRunning: true,
      selectorQuery: 'SELECT 1',
      active: false,
    });
    expect(stored('Connecteur d’imagerie')?.downloadUrl).toMatch(/\/1\.2\.0\/ImagingConnector-1\.2\.0\.msi$/);
  });

  it('keeps every value when the creation fails, says it failed, and creates it on the next try', async () => {
    await injectFaults({ operationId: 'createToolVersion', status: 500, times: 1 });
    const user = userEvent.setup();
    await renderScreen();
    const dialog = await openCreate(user);
    await fillNewTool(user, dialog);
    await chooseInstaller(user, dialog, pickedFile(['MZ installer'], 'ImagingConnector-1.2.0.msi'));
    await user.click(within(dialog).getByRole('button', { name: 'Add the tool' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The tool version could not be created.',
    );
    expect(textbox(dialog, /^Tool name/)).toHaveValue('Connecteur d’imagerie');
    expect(textbox(dialog, /^Selector query/)).toHaveValue('SELECT 1');
    expect(within(dialog).getByRole('combobox', { name: /^Installed on/ })).toHaveValue('any-agent');
    expect(within(dialog).getByText('ImagingConnector-1.2.0.msi (1 KB)')).toBeInTheDocument();
    expect(stored('Connecteur d’imagerie')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Add the tool' }));
    expect(await screen.findByText('The tool version has been created.')).toBeVisible();
    expect(stored('Connecteur d’imagerie')).toBeDefined();
  });

  it('refuses a version not in dotted form, a plain http address and a wrong file, before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderScreen();
    const { changes, stop } = countChanges();
    const dialog = await openCreate(user);
    await fillNewTool(user, dialog, { latestVersion: '1.2' });
    await chooseInstaller(user, dialog, pickedFile(['%PDF'], 'notes.pdf'));
    expect(
      await within(dialog).findByText('Choose a file of one of these types: .exe, .msi, .zip'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('radio', { name: 'Give the address of an installer hosted elsewhere' }),
    );
    await user.type(textbox(dialog, /^Download address/), 'http://downloads.example.ca/Tool.msi');
    await user.click(within(dialog).getByRole('button', { name: 'Add the tool' }));

    expect(
      await within(dialog).findByText('Enter 3 or 4 numbers separated by dots, such as 4.12.0'),
    ).toBeInTheDocument();
    expect(textbox(dialog, /^Latest version/)).toHaveFocus();
    expect(within(dialog).getByText('Enter a complete address starting with https://')).toBeInTheDocument();
    stop();
    expect(changes).toEqual([]);
  });

  it('says at the name when a tool already has it (409)', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const dialog = await openCreate(user);
    await fillNewTool(user, dialog);
    await user.clear(textbox(dialog, /^Tool name/));
    await user.type(textbox(dialog, /^Tool name/), 'passerelle sms');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Give the address of an installer hosted elsewhere' }),
    );
    await user.type(textbox(dialog, /^Download address/), 'https://downloads.example.ca/Sms.msi');
    await user.click(within(dialog).getByRole('button', { name: 'Add the tool' }));
    expect(await within(dialog).findByText('Another tool already has this name')).toBeInTheDocument();
    expect(textbox(dialog, /^Tool name/)).toHaveFocus();
  });
});

describe('editing a tool', () => {
  it('sends only what changed, and removes an emptied selector query', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Passerelle SMS' }));
    const dialog = await openedDialog('Edit the tool Passerelle SMS');
    expect(within(dialog).getByRole('radio', { name: 'Keep the current installer' })).toBeChecked();
    expect(
      within(dialog).getByText(
        'Now: https://downloads.portal.example.ca/tools/sms-gateway/3.4.1/PasserelleSMS-3.4.1.msi',
      ),
    ).toBeInTheDocument();
    await user.clear(textbox(dialog, /^Latest version/));
    await user.type(textbox(dialog, /^Latest version/), '3.5.0');
    await user.clear(textbox(dialog, /^Selector query/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The tool version has been updated.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /^Passerelle SMS / })).toHaveTextContent(/^Passerelle SMS3\.5\.0/);
    const saved = stored('Passerelle SMS');
    expect(saved?.latestVersion).toBe('3.5.0');
    expect(saved?.selectorQuery).toBeUndefined();
    expect(saved?.downloadUrl).toBe(
      'https://downloads.portal.example.ca/tools/sms-gateway/3.4.1/PasserelleSMS-3.4.1.msi',
    );
  });

  it('keeps what was typed when the update fails, and says so', async () => {
    await injectFaults({ operationId: 'updateToolVersion', status: 500, times: 1 });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Module Analytik' }));
    const dialog = await openedDialog('Edit the tool Module Analytik');
    await user.clear(textbox(dialog, /^Minimum OS version/));
    await user.type(textbox(dialog, /^Minimum OS version/), 'Windows 11 23H2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The tool version could not be updated.',
    );
    expect(textbox(dialog, /^Minimum OS version/)).toHaveValue('Windows 11 23H2');
    expect(stored('Module Analytik')?.minimumOsVersion).toBe('Windows 10 22H2');
  });
});
