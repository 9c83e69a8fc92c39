import { screen, within } from '@testing-library/react';

/**
 * Reading a server-paged list as its user does, for the screens' tests: the rows under the header,
 * each row's cells as text, the URL the list keeps its state in, and the count above the table.
 */
export const bodyRows = (table: HTMLElement): HTMLElement[] => within(table).getAllByRole('row').slice(1);

export const cellsOf = (row: HTMLElement): string[] =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

export const currentUrl = (location: { history?: string[] }): string => location.history?.at(-1) ?? '';

/** The count above the list ("12 patients", « 1 234 patients »). */
export const shownPatients = async (): Promise<number> => {
  const text = (await screen.findByText(/^[\d,\s\u00a0\u202f]+ patients?$/)).textContent ?? '';
  return Number(text.replace(/\D/g, ''));
};
