import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { csvDay } from '@/utils/csv';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { findPractice } from '../../../../mocks/db/practices';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { readCsv } from '../../../../tests/utils/read-csv';
import { signInAs } from '../../../../tests/utils/session';
import {
  bodyRows as rowsOf,
  cellsOf,
  currentUrl,
  shownPatients,
} from '../../../../tests/utils/table-reading';
import { UnreachablePatients } from './unreachable-patients';

beforeEach(() => {
  signInAs('clinic');
});

const PRACTICE = findPractice(HISTORY_PRACTICE.id)!;

const renderList = (path = '/communications/unreachable', locale: 'en' | 'fr' = 'en') => {
  const saveFile = vi.fn<SaveFile>();
  const rendered = renderWithFeedback(<UnreachablePatients practice={PRACTICE} saveFile={saveFile} />, {
    path,
    locale,
  });
  return { ...rendered, saveFile };
};

const table = () => screen.getByRole('table', { name: /Patients we cannot reach|Patients injoignables/ });
const bodyRows = () => rowsOf(table());
const shownTotal = shownPatients;

describe('UnreachablePatients', () => {
  it('lists who no message reaches, why on each channel and what they will miss', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Patients we cannot reach' })).toBeInTheDocument();
    expect(screen.getByText(/ask them for a mobile number or a new email address/)).toBeInTheDocument();
    expect(await shownTotal()).toBeGreaterThan(0);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Patient', 'SMS', 'Email', 'Missed messages', 'Next missed message']);
    const reason =
      /^(Unsubscribed|No valid contact|Landline|Number not in service|Email address rejected|Reported as spam|Repeated failures)(since [A-Z][a-z]{2} \d{1,2}, \d{4})?$/;
    for (const row of bodyRows()) {
      const [patient, sms, email, missed, next] = cellsOf(row);
      expect(patient).toMatch(/^.+File \S+$/);
      expect(sms).toMatch(reason);
      expect(email).toMatch(reason);
      expect(missed).toMatch(/^\d+$/);
      expect(next).toMatch(missed === '0' ? /^None in the next 60 days$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    }
  });

  it('filters by reason through the URL, a landline said in both languages', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderList();
    await shownTotal();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Landline');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/unreachable?reason=LANDLINE'));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toMatch(/^Landline/));
    const landlines = await shownTotal();
    expect(landlines).toBeGreaterThan(0);
    expect(bodyRows().every((row) => cellsOf(row)[1]!.startsWith('Landline'))).toBe(true);
    unmount();

    renderList('/communications/unreachable?reason=LANDLINE', 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Patients injoignables' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(cellsOf(bodyRows()[0]!)[1]).toMatch(/^Ligne fixe(depuis le \d{1,2} \S+ \d{4})?$/),
    );
    expect(screen.getByRole('combobox', { name: 'Raison' })).toHaveDisplayValue('Ligne fixe');
  });

  it('says when a reason finds nobody, with the way back to every reason', async () => {
    const user = userEvent.setup();
    const { location } = renderList('/communications/unreachable?reason=COMPLAINT&page=1');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(await screen.findByText('No patient is unreachable for this reason.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Show every reason' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/communications/unreachable'));
    expect(await shownTotal()).toBeGreaterThan(0);
  });

  it('exports every patient of the filter in the language shown, named after the practice’s day', async () => {
    const user = userEvent.setup();
    const { saveFile } = renderList('/communications/unreachable?reason=LANDLINE', 'fr');
    const total = await shownTotal();
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFile.mock.calls[0]!;
    expect(name).toBe(`patients-injoignables-${csvDay(Date.now(), PRACTICE.timezone)}.csv`);
    const file = readCsv(await blob.text(), ';');
    expect(file.header).toEqual([
      'Numéro de dossier',
      'Prénom',
      'Nom de famille',
      'SMS',
      'Courriel',
      'Messages manqués',
      'Prochain message manqué',
    ]);
    expect(file.records).toHaveLength(total);
    expect(file.records.every((row) => row[3] === 'Ligne fixe')).toBe(true);
  });

  it('shows the last page for a link past the end', async () => {
    const { location } = renderList('/communications/unreachable?page=99&pageSize=25');
    const total = await shownTotal();
    const last = Math.max(1, Math.ceil(total / 25));
    await waitFor(() =>
      expect(currentUrl(location)).toBe(`/communications/unreachable?page=${last}&pageSize=25`),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(total - (last - 1) * 25));
  });

  it('says a failed export in place and tries again on demand', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'exportUnreachablePatients', status: 503, times: 3 });
    const { saveFile } = renderList();
    await shownTotal();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText(/The file could not be prepared/)).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  });

  it('says a failed load in place and loads again on demand', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getUnreachablePatients', status: 503, times: 3 });
    renderList();
    expect(await screen.findByText(/An error has occurred on our servers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await shownTotal()).toBeGreaterThan(0);
  });
});
