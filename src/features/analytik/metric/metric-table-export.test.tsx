import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportPracticeMetricTable } from '@/api/generated/analytik/analytik';
import { getAuditLog } from '@/api/generated/audit/audit';
import type { SaveFile } from '@/utils/save-file';
import { currentYear } from '../../../../mocks/db/analytik-calendar';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { readCsv } from '../../../../tests/utils/read-csv';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { MetricScreen } from './metric-screen';

const CURRENT_YEAR = currentYear();
const plateau = HISTORY_PRACTICE;
const known = { name: plateau.name, activeModules: ['Analytik'] };
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

const renderTable = async (metricId: string, locale: 'en' | 'fr') => {
  window.history.replaceState(null, '', `/analytik/practice/${plateau.id}/${metricId}?view=table`);
  const saveFile = vi.fn<SaveFile>();
  renderWithProviders(
    <MetricScreen practiceId={plateau.id} metricId={metricId} known={known} saveFile={saveFile} />,
    { locale },
  );
  return { saveFile, table: await screen.findByRole('table') };
};

const exportTable = async (metricId: string, locale: 'en' | 'fr', buttonName: string) => {
  const { saveFile, table } = await renderTable(metricId, locale);
  await userEvent.setup().click(screen.getByRole('button', { name: buttonName }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  const [blob, name] = saveFile.mock.calls[0]!;
  const text = await textOf(blob);
  return { table, name, type: blob.type, text, ...readCsv(text, locale === 'fr' ? ';' : ',') };
};

/** The cells of the table's rows, headers included, as they read. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

beforeEach(() => {
  signInAs('clinic');
});

describe('the metric table’s export', () => {
  // First: the export's code arrives with this test, as it would on a page's first use.
  it('gives the focus to the button that asks the server, when Enter exports', async () => {
    const { saveFile } = await renderTable('fees', 'en');
    act(() => screen.getByRole('button', { name: 'Export to CSV' }).focus());
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toHaveFocus();
  });

  it('saves the server’s file: the table as numbers a spreadsheet computes with, with its total row', async () => {
    const file = await exportTable('fees', 'en', 'Export to CSV');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.name).toBe(`fees-clinique-dentaire-du-plateau-${CURRENT_YEAR}-${CURRENT_YEAR - 1}.csv`);
    const server = await exportPracticeMetricTable(plateau.id, 'fees', {
      locale: 'en',
      year: CURRENT_YEAR,
      compare: String(CURRENT_YEAR - 1),
    });
    expect(file.text).toBe(await textOf(server));
    const [shownHeader, ...shown] = rowsOf(file.table);
    expect(file.header).toEqual(shownHeader);
    expect(file.header.slice(0, 3)).toEqual(['Month', String(CURRENT_YEAR), String(CURRENT_YEAR - 1)]);
    expect(file.records.map((record) => record[0])).toEqual(shown.map((cells) => cells[0]));
    expect(file.records.at(-1)?.[0]).toBe('Total');
    // Last year is complete: every month is a number, the table's whole dollars once rounded.
    file.records.forEach((record, row) => {
      expect(record[2]).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(Math.round(Number(record[2]))).toBe(Number(shown[row]?.[2]?.replace(/\D/g, '')));
    });
  });

  it('writes French with semicolons, a decimal comma and the months in words', async () => {
    const file = await exportTable('occupancy-rate', 'fr', 'Exporter en CSV');
    expect(file.name).toMatch(new RegExp(`^taux-d-occupation-clinique-dentaire-du-plateau-${CURRENT_YEAR}-`));
    expect(file.header).toEqual(rowsOf(file.table)[0]);
    expect(file.header.slice(0, 3)).toEqual(['Mois', String(CURRENT_YEAR), String(CURRENT_YEAR - 1)]);
    // A rate does not add up: twelve months and no total.
    expect(file.records.map((record) => record[0])).toHaveLength(12);
    expect(file.records[0]?.[0]).toBe('janvier');
    expect(file.records.every((record) => /^\d{1,3}(,\d{1,2})?$/.test(record[2] ?? ''))).toBe(true);
    expect(file.records.some((record) => record[2]?.includes(','))).toBe(true);
  });

  it('leaves the export in the practice’s audit log, with the table and the years shown', async () => {
    await exportTable('fees', 'en', 'Export to CSV');
    const log = await getAuditLog({ practiceId: plateau.id, subjectType: 'ANALYTIK_TABLE', pageSize: 1 });
    expect(log.items[0]).toMatchObject({
      action: 'EXPORTED',
      actor: { name: 'Geneviève Ouellet' },
      subject: { type: 'ANALYTIK_TABLE', id: 'fees' },
      detail: `table=metric metricId=fees locale=en year=${CURRENT_YEAR} compare=${CURRENT_YEAR - 1}`,
    });
  });

  // Its failure and Try again: analytik.faults.test.tsx, for each fault.
  it('shows its progress while the server prepares the file, and says when it could not', async () => {
    const user = userEvent.setup();
    // The client tries three times (SPEC §9) before giving up: long enough to see the progress.
    await injectFaults({ operationId: 'exportPracticeMetricTable', status: 503, times: 3 });
    const { saveFile } = await renderTable('fees', 'en');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByRole('button', { name: 'Preparing the file…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    expect(
      screen.getByText('The file could not be prepared. Check your connection and try again.'),
    ).toBeVisible();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
