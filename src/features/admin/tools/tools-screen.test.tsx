import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { SessionProvider } from '@/lib/session/session-provider';
import { resetDatabase } from '../../../../mocks/db/database';
import { tools } from '../../../../mocks/db/tools';
import { fakeSessionAuth } from '../../../../tests/utils/fake-session-auth';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { ToolsPage } from './tools-page';
import { ToolsScreen } from './tools-screen';

const renderScreen = ({ locale = 'en' }: { locale?: 'en' | 'fr' } = {}) =>
  renderWithProviders(
    <>
      <ToolsScreen readOnly={false} />
      <FeedbackHost />
    </>,
    { locale },
  );

const count = (text: string) => screen.findByText(text);
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });
const stored = (toolName: string) => tools.findFirst((q) => q.where({ toolName }));

layoutForFocus();

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
  window.history.replaceState(null, '', '/admin/tools');
});

describe('ToolsScreen', () => {
  it('lists every tool by name with its latest version and where it is installed, in words', async () => {
    renderScreen();
    expect(await count('10 tools')).toBeInTheDocument();
    expect(names()).toEqual([
      'Agent de surveillance',
      'Agent de synchronisation',
      'Connecteur de paiement en ligne',
      'Lecteur de cartes RAMQ',
      'Module Analytik',
      'Passerelle SMS',
      'Pilote de signature électronique',
      "Pont d'imagerie",
      'Service de sauvegarde',
      'Utilitaire de mise à jour',
    ]);
    const cells = within(rowOf('Agent de synchronisation'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Agent de synchronisation', '4.12.0', 'Server agent only', 'Active']);
    // Five columns fit a 1280 px window; the minimal versions and the rest are in the details.
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tool', 'Latest version', 'Installed on', 'Status', 'Actions']);
    expect(rowOf('Utilitaire de mise à jour')).toHaveTextContent(/All machines.*Inactive/);
  });

  it('sorts by version as numbers, and searches names and executables', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    await user.click(screen.getByRole('button', { name: 'Latest version' }));
    expect(names().slice(0, 2)).toEqual(['Agent de surveillance', 'Agent de synchronisation']);
    expect(window.location.search).toBe('?sort=latestVersion%3Adesc');
    await user.click(screen.getByRole('button', { name: 'Latest version' }));
    expect(names().slice(0, 2)).toEqual(["Pont d'imagerie", 'Connecteur de paiement en ligne']);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'agent');
    expect(await count('2 tools')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cardreader');
    expect(await count('1 tool')).toBeInTheDocument();
    expect(names()).toEqual(['Lecteur de cartes RAMQ']);
  });

  it('shows all of a tool, with the selector query and what it must return', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    await user.click(screen.getByRole('button', { name: 'Passerelle SMS' }));
    const dialog = await openedDialog('Passerelle SMS');
    expect(await within(dialog).findByText(/FROM modules WHERE name = 'Messages automatisés'/)).toBeVisible();
    expect(
      within(dialog).getByText('The tool is installed on a practice only when this query returns 1.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'https://downloads.portal.example.ca/tools/sms-gateway/3.4.1/PasserelleSMS-3.4.1.msi',
      ),
    ).toBeVisible();
    // What the list leaves out is here: the minimal versions.
    expect(within(dialog).getByText('3.0.0')).toBeVisible();
    expect(within(dialog).getByText('11.2.0')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the list’s copy of a tool, and says so, when the tool cannot be fetched again', async () => {
    await injectFaults({ operationId: 'getToolVersion', status: 503, times: 3 });
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    await user.click(screen.getByRole('button', { name: 'Service de sauvegarde' }));
    const dialog = await openedDialog('Service de sauvegarde');
    expect(await within(dialog).findByText('The tool versions could not be fetched.')).toBeVisible();
    expect(within(dialog).getByText('Windows Server 2016')).toBeVisible();
  });

  it('activates an inactive tool and deactivates it again, with their messages', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    await user.click(screen.getByRole('button', { name: 'Activate Utilitaire de mise à jour' }));
    expect(
      await screen.findByText('Utilitaire de mise à jour is now active: it is rolled out to the practices.'),
    ).toBeVisible();
    expect(rowOf('Utilitaire de mise à jour')).toHaveTextContent('Active');
    expect(stored('Utilitaire de mise à jour')?.active).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Deactivate Utilitaire de mise à jour' }));
    expect(
      await screen.findByText('Utilitaire de mise à jour is now inactive: it is no longer rolled out.'),
    ).toBeVisible();
    expect(stored('Utilitaire de mise à jour')?.active).toBe(false);
  });

  it('says which change of the flag failed', async () => {
    await injectFaults({ operationId: 'toggleToolVersionActiveFlag', status: 500, times: 2 });
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    await user.click(screen.getByRole('button', { name: 'Deactivate Passerelle SMS' }));
    expect(await screen.findByText('The tool version could not be deactivated.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Activate Lecteur de cartes RAMQ' }));
    expect(await screen.findByText('The tool version could not be activated.')).toBeVisible();
    expect(stored('Passerelle SMS')?.active).toBe(true);
    expect(stored('Lecteur de cartes RAMQ')?.active).toBe(false);
  });

  it('asks before deleting a tool, and deletes it only once confirmed', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    const remove = () => user.click(screen.getByRole('button', { name: 'Delete Module Analytik' }));

    await remove();
    let dialog = await openedDialog('Delete the tool Module Analytik?');
    expect(dialog).toHaveTextContent('Practices that installed it keep their copy');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('Module Analytik')).toBeDefined();

    await remove();
    dialog = await openedDialog('Delete the tool Module Analytik?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tool version has been deleted.')).toBeVisible();
    expect(await count('9 tools')).toHaveFocus();
    expect(stored('Module Analytik')).toBeUndefined();
  });

  it('says so when a deletion fails, and keeps the tool', async () => {
    // A DELETE is idempotent: the client tries it three times (SPEC §9).
    await injectFaults({ operationId: 'deleteToolVersion', status: 503, times: 3 });
    const user = userEvent.setup();
    renderScreen();
    await count('10 tools');
    await user.click(screen.getByRole('button', { name: 'Delete Module Analytik' }));
    const dialog = await openedDialog('Delete the tool Module Analytik?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tool version could not be deleted.')).toBeVisible();
    expect(rowOf('Module Analytik')).toBeInTheDocument();
  });

  it('says so when the tools cannot be loaded, and loads them again on request', async () => {
    await injectFaults({ operationId: 'getToolsVersions', status: 503, times: 3 });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('The tools could not be fetched.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await count('10 tools')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderScreen({ locale: 'fr' });
    expect(await count('10 outils')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Outils mis à jour automatiquement' }),
    ).toBeInTheDocument();
    expect(rowOf('Utilitaire de mise à jour')).toHaveTextContent(/Tous les postes.*Inactif/);
    expect(screen.getByRole('button', { name: 'Activer Utilitaire de mise à jour' })).toBeInTheDocument();
  });
});

describe('ToolsPage', () => {
  it('shows sys-admin-read every tool and its details, with no control that changes anything', async () => {
    const fake = fakeSessionAuth();
    fake.signIn('readonly');
    const memory = { read: () => undefined, write: () => undefined };
    const user = userEvent.setup();
    renderWithProviders(
      <SessionProvider auth={fake.auth} memory={memory}>
        <ToolsPage />
      </SessionProvider>,
    );
    expect(await count('10 tools')).toBeInTheDocument();
    expect(screen.getByText(/^Read-only access/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Add a tool|Edit|Activate|Deactivate|Delete)/ }),
    ).not.toBeInTheDocument();
    // The table's buttons open a tool's details or sort the list: nothing that changes a tool.
    const toolNames = names();
    const sortable = ['Tool', 'Latest version', 'Installed on', 'Status'];
    for (const button of within(screen.getByRole('table')).getAllByRole('button')) {
      expect([...toolNames, ...sortable]).toContain(button.textContent);
    }
    await user.click(screen.getByRole('button', { name: 'Passerelle SMS' }));
    const dialog = await openedDialog('Passerelle SMS');
    expect(await within(dialog).findByText('Selector query')).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
