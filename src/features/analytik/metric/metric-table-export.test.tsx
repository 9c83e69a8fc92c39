import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveFile } from '@/utils/save-file';
import { currentYear } from '../../../../mocks/db/analytik-calendar';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { readCsv } from '../../../../tests/utils/read-csv';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { MetricScreen } from './metric-screen';

const CURRENT_YEAR = currentYear();
const plateau = HISTORY_PRACTICE;
const known = { name: plateau.name, activeModules: ['Analytik'] };

const exportTable = async (metricId: string, locale: 'en' | 'fr', buttonName: string) => {
  window.history.replaceState(null, '', `/analytik/practice/${plateau.id}/${metricId}?view=table`);
  const saveFile = vi.fn<SaveFile>();
  renderWithProviders(
    <MetricScreen practiceId={plateau.id} metricId={metricId} known={known} saveFile={saveFile} />,
    { locale },
  );
  const table = await screen.findByRole('table');
  await userEvent.setup().click(screen.getByRole('button', { name: buttonName }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  const [blob, name] = saveFile.mock.calls[0]!;
  const file = readCsv(await blob.text(), locale === 'fr' ? ';' : ',');
  return { table, name, type: blob.type, ...file };
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
  it('writes the table as numbers a spreadsheet computes with, with its total row', async () => {
    const file = await exportTable('fees', 'en', 'Export to CSV');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.name).toBe(`fees-clinique-dentaire-du-plateau-${CURRENT_YEAR}-${CURRENT_YEAR - 1}.csv`);
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
});
