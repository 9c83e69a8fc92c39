import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveGoals } from '@/api/generated/analytik/analytik';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { currentYear } from '../../../../mocks/db/analytik-calendar';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { MetricScreen } from './metric-screen';

// The offline world's year: the seed's now, pinned for the tests.
const CURRENT_YEAR = currentYear();

const plateau = HISTORY_PRACTICE;
const known = { name: plateau.name, activeModules: ['Analytik'] };

/** The table's cells of a column, by its header, from January to the total. */
const column = (table: HTMLElement, header: string) => {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('th, td')[index]?.textContent ?? '');
};

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

beforeEach(() => {
  signInAs('clinic');
  window.history.replaceState(null, '', `/analytik/practice/${plateau.id}/fees`);
});

describe('MetricScreen', () => {
  it('explains the metric and splits its goal into months that add up to the yearly goal', async () => {
    await saveGoals({
      goals: [{ practiceId: plateau.id, metricId: 'fees', year: CURRENT_YEAR, value: 2_345_678.91 }],
    });
    renderWithProviders(<MetricScreen practiceId={plateau.id} metricId="fees" known={known} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText('Sum of the fees of the procedures completed in the period')).toBeInTheDocument();
    expect(screen.getByText('Canadian dollars (CAD)')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Fees by month' });
    const goalColumn = column(table, `Monthly goal ${CURRENT_YEAR}`);
    expect(goalColumn).toHaveLength(13);
    const months = goalColumn.slice(0, 12).map(dollars);
    // Whole dollars on screen; the split itself is exact to the cent (src/domain/analytik-goals.test.ts).
    expect(Math.abs(months.reduce((sum, value) => sum + value, 0) - 2_345_679)).toBeLessThanOrEqual(6);
    expect(goalColumn[12]).toBe('$2,345,679');
    // Quiet summers: July's target is below March's, following last year.
    expect(months[6]).toBeLessThan(months[2] ?? 0);
    expect(
      column(table, String(CURRENT_YEAR - 1))
        .slice(0, 12)
        .every((cell) => cell.startsWith('$')),
    ).toBe(true);

    const goal = screen.getByRole('region', { name: `${CURRENT_YEAR} goal` });
    expect(within(goal).getByText('$2,345,679')).toBeInTheDocument();
    expect(within(goal).getByText(/in the same proportions as \d{4}’s values/)).toBeInTheDocument();
    expect(
      within(goal).getByText(/^(Ahead by|Behind by|Slightly behind by) \d+(\.\d)?%$|^On pace$/),
    ).toBeInTheDocument();
    expect(
      within(goal).getByText(/^The pace compares \$[\d,]+ for January\s?–\s?October/),
    ).toBeInTheDocument();
    expect(
      within(goal).getByText(/^At this pace the year ends near \$[\d,]+: the months still to come/),
    ).toBeInTheDocument();
  });

  it('switches between table, line and bar, keeping the mode and the years in the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MetricScreen practiceId={plateau.id} metricId="fees" known={known} />);
    await screen.findByRole('table');
    const views = screen.getByRole('radiogroup', { name: 'Show as' });
    expect(within(views).getByRole('radio', { name: 'Table' })).toBeChecked();
    await user.click(within(views).getByRole('radio', { name: 'Line chart' }));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('line');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The chart module loads lazily; its legend names the years and the goal.
    expect(await screen.findByRole('list', { name: 'Legend' })).toBeInTheDocument();
    await user.click(within(views).getByRole('radio', { name: 'Bar chart' }));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('bar');

    const compare = screen.getByRole('group', { name: 'Compare with' });
    await user.click(within(compare).getByRole('checkbox', { name: String(CURRENT_YEAR - 2) }));
    expect(new URLSearchParams(window.location.search).get('compare')).toBe(
      `${CURRENT_YEAR - 1},${CURRENT_YEAR - 2}`,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Legend' })).getByText(String(CURRENT_YEAR - 2)),
      ).toBeInTheDocument(),
    );
  });

  it('offers only the view modes of the definition, in French', async () => {
    renderWithProviders(<MetricScreen practiceId={plateau.id} metricId="occupancy-rate" known={known} />, {
      locale: 'fr',
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Taux d.occupation$/ })).toBeInTheDocument();
    expect(screen.getByText('Heures réservées ÷ heures disponibles × 100')).toBeInTheDocument();
    const views = screen.getByRole('radiogroup', { name: 'Afficher sous forme de' });
    expect(
      within(views)
        .getAllByRole('radio')
        .map((radio) => radio.closest('span')?.textContent),
    ).toEqual(['Tableau', 'Graphique linéaire']);
    const table = await screen.findByRole('table', { name: /^Taux d.occupation par mois$/ });
    // A rate does not add up: no total row; values as fr-CA percentages.
    expect(within(table).queryByText('Total')).not.toBeInTheDocument();
    expect(column(table, String(CURRENT_YEAR - 1))[0]).toMatch(/^\d{2},\d\s%$/);
  });

  it('writes the pace period of a sum as French does in a sentence', async () => {
    renderWithProviders(<MetricScreen practiceId={plateau.id} metricId="fees" known={known} />, {
      locale: 'fr',
    });
    const goal = await screen.findByRole('region', { name: `Objectif ${CURRENT_YEAR}` });
    // « de janvier à octobre 2026 », not Intl's « janvier – octobre 2026 ».
    expect(
      await within(goal).findByText(
        new RegExp(`pour la période de janvier à \\p{L}+ ${CURRENT_YEAR} à`, 'u'),
      ),
    ).toBeInTheDocument();
  });

  it('says so for a metric that does not exist', async () => {
    renderWithProviders(<MetricScreen practiceId={plateau.id} metricId="smiles" known={known} />);
    expect(await screen.findByText('This metric does not exist.')).toBeInTheDocument();
  });
});
