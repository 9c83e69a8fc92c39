import { screen, within } from '@testing-library/react';

/** The log's table, in either language. */
export const logTable = () => screen.getByRole('table', { name: /Audit log entries|Entrées du journal/ });
export const bodyRows = () => within(logTable()).getAllByRole('row').slice(1);
export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
export const headersOf = () =>
  within(logTable())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
export const currentUrl = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

/** The count above the table, as the user reads it ("100,012 entries", « 1 234 entrées »). */
export const shownTotal = async () => {
  const text = (
    await screen.findByText(/^([\d,\s\u00a0\u202f]+ (entries|entry|entrées|entrée)|No entry|Aucune entrée)$/)
  ).textContent;
  return Number((text ?? '').replace(/\D/g, '') || 0);
};
