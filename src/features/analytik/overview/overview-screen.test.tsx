import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLINIC_ADMIN_PRACTICES, PRACTICES } from '../../../../mocks/db/practice-directory';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { OverviewScreen } from './overview-screen';

const [plateau, ...others] = CLINIC_ADMIN_PRACTICES.map(({ id, name }) => ({ id, name }));
const practices = [{ ...plateau!, activeModules: ['Analytik'] }, ...others];

beforeEach(() => {
  window.history.replaceState(null, '', '/analytik');
});

describe('OverviewScreen', () => {
  it('shows the 17 metrics of the current practice, grouped, with their goals and pace', async () => {
    signInAs('clinic');
    renderWithProviders(<OverviewScreen practices={practices} />);
    const current = await screen.findByRole('region', { name: plateau!.name });
    await waitFor(() => expect(within(current).getAllByRole('article')).toHaveLength(17));
    expect(
      within(current)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Needs attention', 'Production', 'Patients', 'Hygiene', 'Schedule', 'Treatment plans']);
    const fees = within(current).getByRole('article', { name: 'Fees' });
    expect(within(fees).getByRole('link', { name: 'Fees' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/analytik/practice/${plateau!.id}/fees\\?year=\\d{4}$`)),
    );
    expect(within(fees).getByText(/^Goal: \$/)).toBeInTheDocument();
    expect(
      within(fees).getByText(/^(Ahead by|Behind by|Slightly behind by) \d+(\.\d)?%$|^On pace$/),
    ).toBeInTheDocument();
    expect(within(fees).getByText(/^Projected year-end: \$/)).toBeInTheDocument();
    expect(within(fees).getByRole('progressbar', { name: /% of the \d{4} goal$/ })).toBeInTheDocument();
  });

  it('leads with the few metrics that need attention, and says "Behind" of those only', async () => {
    signInAs('clinic');
    renderWithProviders(<OverviewScreen practices={practices} />);
    const current = await screen.findByRole('region', { name: plateau!.name });
    await waitFor(() => expect(within(current).getAllByRole('article')).toHaveLength(17));
    const summary = within(current).getByRole('region', { name: 'Needs attention' });
    // Before the cards: the first thing read under the practice's heading, after the data's date.
    expect(
      summary.compareDocumentPosition(within(current).getAllByRole('article')[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const cards = within(current).getAllByRole('article');
    const behind = cards.filter((card) => within(card).queryByText(/^Behind by /));
    const listed = within(summary)
      .queryAllByRole('link')
      .map((link) => link.textContent);
    // The summary names exactly the cards that say "Behind" (in red); the others a little behind
    // say "Slightly behind", without the alarm.
    const titleOf = (card: HTMLElement) => within(card).getAllByRole('link')[0]!.textContent;
    expect([...listed].sort()).toEqual(behind.map(titleOf).sort());
    expect(behind.length).toBeLessThan(cards.filter((card) => within(card).queryByText(/^Goal: /)).length);
    if (behind.length > 0)
      expect(
        within(summary).getByText(/metrics? of \d+ with a goal (is|are) more than 5% behind/),
      ).toBeVisible();
    else expect(within(summary).getByText(/^No metric needs attention/)).toBeVisible();
  });

  it('explains how the pace and the projection were computed, on demand', async () => {
    signInAs('clinic');
    const user = userEvent.setup();
    renderWithProviders(<OverviewScreen practices={practices} />);
    const fees = await screen.findByRole('article', { name: 'Fees' });
    const toggle = within(fees).getByRole('button', { name: 'How is this computed?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed at first on every card: the overview is 17 short cards, not 17 blocks of text.
    expect(screen.queryByText(/of the yearly goal was due/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(fees).getByText(/of the yearly goal was due/)).toBeVisible();
    expect(within(fees).getByText(/^At this pace the year ends near/)).toBeVisible();
  });

  it('opens another practice on demand and keeps the year in the address', async () => {
    signInAs('clinic');
    const user = userEvent.setup();
    renderWithProviders(<OverviewScreen practices={practices} />);
    await screen.findAllByRole('article');
    const year = screen.getByRole('combobox', { name: 'Year' });
    const previous = String(Number((year as HTMLSelectElement).value) - 1);
    await user.selectOptions(year, previous);
    expect(window.location.search).toBe(`?year=${previous}`);
    expect(await screen.findByText(`Whole year ${previous}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: others[0]!.name }));
    const second = await screen.findByRole('region', { name: others[0]!.name });
    await waitFor(() => expect(within(second).getAllByRole('article')).toHaveLength(17));
  });

  it('says that a practice without the Analytik module has no metrics, in French', async () => {
    signInAs('sysadmin');
    const sherbrooke = PRACTICES.find((practice) => !practice.analytik)!;
    renderWithProviders(<OverviewScreen practices={[{ id: sherbrooke.id, name: sherbrooke.name }]} />, {
      locale: 'fr',
    });
    expect(
      await screen.findByText(
        `${sherbrooke.name} n’a pas le module Analytik : ses indicateurs ne sont pas recueillis.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
