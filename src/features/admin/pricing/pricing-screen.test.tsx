import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { fakeSessionAuth } from '../../../../tests/utils/fake-session-auth';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { PricingPage } from './pricing-page';
import { count, renderScreen, rows, setUpPricingTests, stored } from './pricing.test-support';
import { openedDialog } from '../../../../tests/utils/dialogs';

setUpPricingTests();

describe('PricingScreen', () => {
  it('lists the files newest year first, a page at a time, and filters them by year, group and provider', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await count('26 pricing files')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent(/^2026ACDQAssurancesguide-tarifs-acdq-2026\.csv/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filter the pricing files' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Year' }), '2025');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Group' }), 'ACDQ');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Provider' }), 'RAMQ');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));

    expect(await count('2 pricing files')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'tarifs-acdq-ramq-2025.csv',
      'tarifs-acdq-ramq-2025.pdf',
    ]);
    expect(new URLSearchParams(window.location.search).toString()).toBe('year=2025&group=ACDQ&provider=RAMQ');

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await count('26 pricing files')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    // The form follows the address: every choice is back to "Any".
    for (const name of ['Year', 'Group', 'Provider'])
      expect(within(filters).getByRole('combobox', { name })).toHaveValue('');
  });

  it('reads its filters from the address, and says when they find nothing', async () => {
    window.history.replaceState(null, '', '/admin/pricing?year=2024&group=nbds');
    renderScreen();
    expect(await screen.findByText('No pricing file matches these filters.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('nbds');
  });

  it('hands the downloaded blob to the saving function under the name of its Content-Disposition', async () => {
    const user = userEvent.setup();
    const { saveFile } = renderScreen();
    await count('26 pricing files');
    await user.click(screen.getByRole('button', { name: 'Download guide-tarifs-acdq-2026.csv' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = saveFile.mock.calls[0]!;
    expect(filename).toBe('guide-tarifs-acdq-2026.csv');
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toMatch(/^code,description,honoraires\r\n01103,Examen complet,/);
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    // The client tries a list three times (SPEC §9) before giving up.
    await injectFaults({ operationId: 'getPricingFiles', status: 503, times: 3 });
    const user = userEvent.setup();
    renderScreen();
    expect(
      await screen.findByText('The pricing files could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await count('26 pricing files')).toBeInTheDocument();
  });

  it('asks before deleting a file, and deletes it only once confirmed', async () => {
    const user = userEvent.setup();
    renderScreen();
    await count('26 pricing files');
    const remove = () => user.click(screen.getByRole('button', { name: 'Delete tarifs-acdq-ramq-2026.pdf' }));

    await remove();
    let dialog = await openedDialog('Delete tarifs-acdq-ramq-2026.pdf?');
    expect(dialog).toHaveTextContent(
      'The pricing file tarifs-acdq-ramq-2026.pdf of 2026, ACDQ, RAMQ will be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('tarifs-acdq-ramq-2026.pdf')).toBeDefined();

    await remove();
    dialog = await openedDialog('Delete tarifs-acdq-ramq-2026.pdf?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('The pricing file tarifs-acdq-ramq-2026.pdf has been deleted.'),
    ).toBeVisible();
    expect(await count('25 pricing files')).toHaveFocus();
    expect(stored('tarifs-acdq-ramq-2026.pdf')).toBeUndefined();
    expect(
      screen.queryByRole('button', { name: 'Delete tarifs-acdq-ramq-2026.pdf' }),
    ).not.toBeInTheDocument();
  });
});

describe('PricingPage', () => {
  it('shows sys-admin-read every file and the downloads, with no control that changes anything', async () => {
    const fake = fakeSessionAuth();
    fake.signIn('readonly');
    const memory = { read: () => undefined, write: () => undefined };
    renderWithProviders(
      <SessionProvider auth={fake.auth} memory={memory}>
        <PricingPage />
      </SessionProvider>,
    );
    expect(await count('26 pricing files')).toBeInTheDocument();
    expect(screen.getByText(/^Read-only access/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a pricing file' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderScreen({ locale: 'fr' });
    expect(await count('26 fichiers de tarification')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fichiers de tarification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger tarifs-acdq-ramq-2026.pdf' })).toBeInTheDocument();
  });
});
