import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { currentUrl, practiceNamed, renderUpcoming } from './upcoming.test-support';

beforeEach(() => {
  signInAs('clinic');
});

const table = () => screen.getByRole('table', { name: 'Patients who opted out' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );

describe('the opt-outs tab', () => {
  it('opens from its tab, lists who stopped which channel and how, and says only the patient can undo it', async () => {
    const user = userEvent.setup();
    const { location } = renderUpcoming(await practiceNamed(HISTORY_PRACTICE.name));
    await user.click(await screen.findByRole('tab', { name: 'Opt-outs' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/upcoming?tab=opt-outs'));
    expect(await screen.findByText(/^[\d,]+ opt-outs?$/)).toBeInTheDocument();
    expect(screen.getByText(/Re-subscribing is the patient’s own act/)).toBeInTheDocument();
    expect(rows().length).toBeGreaterThan(0);
    for (const [patient, fileNumber, channel, date, how] of rows()) {
      expect(patient).not.toBe('');
      expect(fileNumber).not.toBe('');
      expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(`${channel} ${how}`).toMatch(/^(SMS (Answered \S+|Stopped SMS)|Email Unsubscribed)$/);
    }
  });

  it('filters by channel and pages through the URL, from a link', async () => {
    const user = userEvent.setup();
    const { location } = renderUpcoming(await practiceNamed(HISTORY_PRACTICE.name), {
      path: '/communications/upcoming?tab=opt-outs',
    });
    expect(screen.getByRole('tab', { name: 'Opt-outs' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText(/^[\d,]+ opt-outs?$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'SMS');
    await waitFor(() =>
      expect(currentUrl(location)).toBe('/communications/upcoming?tab=opt-outs&channel=SMS'),
    );
    await waitFor(() => rows().forEach((cells) => expect(cells[2]).toBe('SMS')));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() =>
      expect(currentUrl(location)).toBe('/communications/upcoming?tab=opt-outs&channel=SMS&pageSize=25'),
    );
    // Back to the messages: the opt-outs' paging does not follow.
    await user.click(screen.getByRole('tab', { name: 'Upcoming messages' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/upcoming?channel=SMS'));
  });

  it('says the opt-outs could not be loaded, and shows them once Try again succeeds', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getCommunicationOptOuts', status: 503, times: 3 });
    renderUpcoming(await practiceNamed(HISTORY_PRACTICE.name), {
      path: '/communications/upcoming?tab=opt-outs',
    });
    expect(await screen.findByText('The opt-outs could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^[\d,]+ opt-outs?$/)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderUpcoming(await practiceNamed(HISTORY_PRACTICE.name), {
      path: '/communications/upcoming?tab=opt-outs',
      locale: 'fr',
    });
    const list = await screen.findByRole('table', { name: 'Patients désabonnés' });
    const how = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    how.forEach((text) =>
      expect(text).toMatch(/^(Réponse \S+|Désabonnement des SMS|Lien de désabonnement)$/),
    );
  });
});
