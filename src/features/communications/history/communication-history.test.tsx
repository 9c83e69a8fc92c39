import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { CommunicationHistory } from './communication-history';

beforeEach(() => {
  signInAs('clinic');
});

const renderHistory = (path = '/communications/history', locale: 'en' | 'fr' = 'en') =>
  renderWithFeedback(<CommunicationHistory practiceId={HISTORY_PRACTICE.id} />, { path, locale });

const table = () => screen.getByRole('table', { name: /Messages sent|Messages envoyés/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const currentUrl = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

describe('CommunicationHistory', () => {
  it('shows the first page of 50, newest first, with every property in words', async () => {
    renderHistory();
    expect(await screen.findByText('20,000 messages')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('columnheader', { name: 'Date sent' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Language' })).not.toHaveAttribute('aria-sort');
    const first = cellsOf(bodyRows()[0]!);
    expect(first[3]).toMatch(/^(French|English)$/);
    expect(first[4]).toMatch(/^(Appointment notification|Appointment confirmation|Hygiene recall)$/);
    expect(first[5]).toMatch(/^\d{4}-\d{2}-\d{2}, \d{1,2}:\d{2}\s[ap]\.m\.$/);
    expect(first[6]).toMatch(/^(SMS|Email)$/);
    expect(first[7]).toMatch(
      /^(Waiting to be sent|Sent|Delivered|Not delivered — .+|Bounced — .+|Reported as spam|Confirmed by the patient)$/,
    );
    expect(first[8]).toMatch(/\*/);
    expect(screen.getByRole('region', { name: 'Messages sent' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Page 1 of 400')).toBeInTheDocument();
  });

  it('sorts, pages and sizes through the URL, and a link to that view shows the same rows', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderHistory();
    await screen.findByText('Page 1 of 400');
    await user.click(screen.getByRole('button', { name: 'Last name' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Last name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 400');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await screen.findByText('Page 1 of 800');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 800')).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    const rows = bodyRows().map(cellsOf);
    const url = currentUrl(location);
    expect(url).toBe('/communications/history?page=2&pageSize=25&sort=lastName%3Aasc');
    const lastNames = rows.map((cells) => cells[2] ?? '');
    expect(lastNames).toEqual(
      [...lastNames].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
    unmount();

    renderHistory(url);
    await screen.findByText('Page 2 of 800');
    await waitFor(() => expect(bodyRows().map(cellsOf)).toEqual(rows));
  });

  it('has the next page ready once a page shows: Next page shows its rows at once, nothing dimmed', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderHistory();
    await screen.findByText('Page 1 of 400');
    const firstPage = bodyRows().map(cellsOf);
    await waitFor(() => {
      const secondPage = queryClient.getQueriesData<{ items: unknown[] }>({
        predicate: (query) => JSON.stringify(query.queryKey).includes('"page":2'),
      });
      expect(secondPage.map(([, data]) => data?.items.length)).toEqual([50]);
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 400')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages sent' })).toHaveAttribute('aria-busy', 'false');
    expect(bodyRows().map(cellsOf)).not.toEqual(firstPage);
    expect(bodyRows()).toHaveLength(50);
  });

  it('filters by channel and language on Apply, and clears them', async () => {
    const user = userEvent.setup();
    const { location } = renderHistory();
    await screen.findByText('20,000 messages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'SMS');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'FR');
    expect(currentUrl(location)).toBe('/communications/history');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/history?channel=SMS&language=FR'));
    await waitFor(() => expect(screen.queryByText('20,000 messages')).not.toBeInTheDocument());
    await waitFor(() =>
      bodyRows().forEach((row) => expect(cellsOf(row)).toEqual(expect.arrayContaining(['SMS', 'French']))),
    );
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('20,000 messages')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('');
  });

  it('keeps what is typed across a page, and shows the filters of a link followed from elsewhere', async () => {
    const user = userEvent.setup();
    const { location } = renderHistory();
    await screen.findByText('20,000 messages');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Tremblay');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/history?page=2'));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Tremblay');

    act(() => location.navigate('/communications/history?channel=EMAIL'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('EMAIL'));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    await waitFor(() => bodyRows().forEach((row) => expect(cellsOf(row)).toContain('Email')));
  });

  it('filters by delivery status', async () => {
    const user = userEvent.setup();
    const { location } = renderHistory();
    await screen.findByText('20,000 messages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery status' }), 'FAILED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/history?status=FAILED'));
    await waitFor(() => expect(screen.queryByText('20,000 messages')).not.toBeInTheDocument());
    // An SMS not delivered, and why; an email returned by its server, or reported as spam.
    await waitFor(() =>
      bodyRows().forEach((row) =>
        expect(cellsOf(row)[7]).toMatch(
          /^(Not delivered — .+|Bounced — (permanent|temporary)|Reported as spam)$/,
        ),
      ),
    );
  });

  it('filters by delivery outcome and says why each message was not delivered, in French too', async () => {
    const user = userEvent.setup();
    const { location } = renderHistory('/communications/history', 'fr');
    await screen.findByText('20 000 messages');
    const filter = screen.getByRole('combobox', { name: 'Résultat de la livraison' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tout afficher',
      'En attente de livraison',
      'Livré',
      'SMS non livré',
      'Courriel retourné',
      'Signalé comme pourriel',
    ]);
    await user.selectOptions(filter, 'FAILED');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/history?outcome=FAILED'));
    await waitFor(() => expect(screen.queryByText('20 000 messages')).not.toBeInTheDocument());
    const statuses = () => bodyRows().map((row) => cellsOf(row)[7]);
    await waitFor(() =>
      expect(statuses().every((status) => /^Non livré — .+$/.test(status ?? ''))).toBe(true),
    );
    expect(statuses()).toContain('Non livré — ligne fixe');
    expect(bodyRows().every((row) => cellsOf(row)[6] === 'SMS')).toBe(true);
  });

  it('shows the emails returned for good or for now from a link', async () => {
    renderHistory('/communications/history?outcome=BOUNCED');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Delivery outcome' })).toHaveValue('BOUNCED'),
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const statuses = new Set(bodyRows().map((row) => cellsOf(row)[7]));
    expect(statuses).toEqual(new Set(['Bounced — permanent', 'Bounced — temporary']));
  });

  it('refuses a range that ends before it starts, at the field', async () => {
    const user = userEvent.setup();
    const { location } = renderHistory();
    await screen.findByText('20,000 messages');
    await user.type(screen.getByLabelText('Sent from'), '2026-03-10');
    await user.type(screen.getByLabelText('Sent until'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Choose a date on or after the first date of the range'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sent until')).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(location)).toBe('/communications/history');
  });

  it('says which filters found nothing, in French too', async () => {
    renderHistory('/communications/history?channel=SMS&from=2001-01-01&to=2001-01-31', 'fr');
    expect(
      await screen.findByText(
        'Aucun message ne correspond à ces filtres (Canal : SMS, envoyé à partir du 1er janvier 2001 et envoyé jusqu’au 31 janvier 2001). Modifiez-les ou effacez-les pour en voir plus.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names the outcome filter among those that found nothing', async () => {
    renderHistory('/communications/history?outcome=COMPLAINT&to=2001-01-31');
    expect(
      await screen.findByText(
        /^No message matches these filters: Delivery outcome: Reported as spam and sent until /,
      ),
    ).toBeInTheDocument();
  });

  it('says the server failed and shows the page once Try again succeeds', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getCommunicationHistory', status: 503, times: 3 });
    renderHistory();
    expect(await screen.findByText(/An error has occurred on our servers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('20,000 messages')).toBeInTheDocument();
    expect(screen.queryByText(/An error has occurred on our servers/)).not.toBeInTheDocument();
  });
});
