import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { csvDay } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { savedCsv } from '../../../../tests/utils/saved-csv';
import { signInAs } from '../../../../tests/utils/session';
import { CommunicationHistory } from './communication-history';

beforeEach(() => {
  signInAs('clinic');
});

const renderHistory = (path: string, locale: 'en' | 'fr' = 'en') => {
  const saveFile = vi.fn<SaveFile>();
  renderWithFeedback(<CommunicationHistory practiceId={HISTORY_PRACTICE.id} saveFile={saveFile} />, {
    path,
    locale,
  });
  return saveFile;
};

/** The count above the table, as the user reads it ("1,234 messages", « 1 234 messages »). */
const shownTotal = async () => {
  const text = (await screen.findByText(/^[\d,\s\u00a0\u202f]+ messages$/)).textContent ?? '';
  return Number(text.replace(/\D/g, ''));
};

describe('the history export', () => {
  it('downloads every message the filters find, in the sort shown, not just the page', async () => {
    const user = userEvent.setup();
    const saveFile = renderHistory('/communications/history?channel=SMS&language=FR&sort=lastName%3Aasc');
    const total = await shownTotal();
    expect(total).toBeGreaterThan(50);
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));

    const file = await savedCsv(saveFile, ',');
    expect(file.name).toBe(`communication-history-${csvDay(Date.now())}.csv`);
    expect(file.firstBytes).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.header).toEqual([
      'File number',
      'First name',
      'Last name',
      'Language',
      'Communication type',
      'Date sent',
      'Channel',
      'Delivery status',
      'Sent to',
    ]);
    expect(file.records).toHaveLength(total);
    for (const record of file.records) {
      expect(record[3]).toBe('French');
      expect(record[6]).toBe('SMS');
      expect(record[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    const lastNames = file.records.map((record) => record[2] ?? '');
    expect(lastNames).toEqual(
      [...lastNames].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
  });

  it('writes French with semicolons and names the file after the range chosen', async () => {
    const user = userEvent.setup();
    const saveFile = renderHistory(
      '/communications/history?kind=HYGIENE_RECALL&from=2025-01-01&to=2026-12-31',
      'fr',
    );
    const total = await shownTotal();
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    const file = await savedCsv(saveFile, ';');
    expect(file.name).toBe('historique-communications-2025-01-01-2026-12-31.csv');
    expect(file.header).toEqual([
      'Numéro de dossier',
      'Prénom',
      'Nom de famille',
      'Langue',
      'Type de communication',
      'Date d’envoi',
      'Canal',
      'État de la livraison',
      'Envoyé à',
    ]);
    expect(file.records).toHaveLength(total);
    expect(file.records.every((record) => record[4] === 'Rappel d’hygiène')).toBe(true);
  });

  it('says why there is nothing to export when the filters find nothing', async () => {
    renderHistory('/communications/history?from=2001-01-01&to=2001-01-31');
    expect(
      await screen.findByText('No message matches the filters: there is nothing to export.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows its progress, says in place that the file could not be prepared, and tries again', async () => {
    const user = userEvent.setup();
    // The client tries three times (SPEC §9) before giving up.
    await injectFaults({ operationId: 'exportCommunicationHistory', status: 503, times: 3 });
    const saveFile = renderHistory('/communications/history?outcome=FAILED');
    await shownTotal();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByRole('button', { name: 'Preparing the file…' })).toBeInTheDocument();
    expect(
      await screen.findByText('The file could not be prepared. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const file = await savedCsv(saveFile, ',');
    // The outcome filter reaches the file: SMS not delivered, each with its reason.
    expect(file.records.length).toBeGreaterThan(0);
    expect(file.records.every((record) => /^Not delivered — .+$/.test(record[7] ?? ''))).toBe(true);
    expect(screen.queryByText(/could not be prepared/)).not.toBeInTheDocument();
  });
});
