import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MetricId } from '@/api/generated/analytik/model';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { goals } from '../../../../mocks/db/analytik';
import { resetDatabase } from '../../../../mocks/db/database';
import { currentYear } from '../../../../mocks/db/analytik-calendar';
import { CLINIC_ADMIN_PRACTICES } from '../../../../mocks/db/practice-directory';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { GoalsScreen, type GoalsPractice } from './goals-screen';
import { openedDialog } from '../../../../tests/utils/dialogs';

// The offline world's year: the seed's now, pinned for the tests.
const CURRENT_YEAR = currentYear();

const practices: GoalsPractice[] = CLINIC_ADMIN_PRACTICES.map(({ id, name }, index) => ({
  id,
  name,
  canEdit: true,
  ...(index === 0 ? { activeModules: ['Analytik'] } : {}),
}));
const plateau = practices[0]!;
const NEXT_YEAR = CURRENT_YEAR + 1;

const stored = (metricId: MetricId, year = NEXT_YEAR) =>
  goals.findFirst((q) => q.where({ practiceId: plateau.id, metricId, year }))?.value;

const renderGoals = (list = practices, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <>
      <GoalsScreen practices={list} />
      <FeedbackHost />
    </>,
    { locale },
  );

const form = (year = NEXT_YEAR) =>
  screen.findByRole('form', { name: `Goals of ${plateau.name} for ${year}` });

beforeEach(async () => {
  // Each journey starts without next year's goals, whatever the one before saved.
  await resetDatabase();
  signInAs('clinic');
  window.history.replaceState(null, '', `/analytik/goals?year=${NEXT_YEAR}`);
});

describe('GoalsScreen', () => {
  it('sets next year’s goals from this year’s projected values plus 5 %, and saves them', async () => {
    const user = userEvent.setup();
    renderGoals();
    const goalsForm = await form();
    const fees = within(goalsForm).getByRole('textbox', { name: 'Fees' });
    expect(fees).toHaveValue('');
    // This year is still running: the reference is its projected year-end, and says so.
    expect(fees).toHaveAccessibleDescription(
      new RegExp(
        `^Canadian dollars \\(CAD\\) · ${CURRENT_YEAR}: \\$[\\d,]+ projected \\(\\$[\\d,]+ so far\\)$`,
      ),
    );
    expect(screen.getByText(new RegExp(`^${CURRENT_YEAR} is not over`))).toBeInTheDocument();

    await user.click(within(goalsForm).getByRole('button', { name: 'Fill with last year’s values' }));
    const filled = Number((fees as HTMLInputElement).value);
    expect(filled).toBeGreaterThan(1_000_000);
    const visits = within(goalsForm).getByRole('textbox', { name: 'Patient visits' });
    const filledVisits = Number((visits as HTMLInputElement).value);
    await user.type(within(goalsForm).getByRole('textbox', { name: 'Raise every goal by (%)' }), '5');
    await user.click(within(goalsForm).getByRole('button', { name: 'Apply' }));
    expect(fees).toHaveValue(String(Math.round(filled * 1.05)));
    expect(visits).toHaveValue(String(Math.round(filledVisits * 1.05)));

    await user.click(within(goalsForm).getByRole('button', { name: 'Save the goals' }));
    expect(await screen.findByText('Goals saved.')).toBeInTheDocument();
    expect(stored('fees')).toBe(Math.round(filled * 1.05));
    expect(stored('patient-visits')).toBe(Math.round(filledVisits * 1.05));
    expect(await within(goalsForm).findAllByText(/^Last changed by Geneviève Ouellet on /)).toHaveLength(17);
  });

  it('refuses a percentage over 100 and a count with decimals at the field, saving nothing', async () => {
    const user = userEvent.setup();
    renderGoals();
    const goalsForm = await form();
    const occupancy = within(goalsForm).getByRole('textbox', { name: 'Occupancy rate' });
    const newPatients = within(goalsForm).getByRole('textbox', { name: 'New patients' });
    await user.type(occupancy, '120');
    await user.type(newPatients, '450.5');
    await user.click(within(goalsForm).getByRole('button', { name: 'Save the goals' }));
    expect(await within(goalsForm).findByText('Enter a percentage between 0 and 100')).toBeInTheDocument();
    expect(within(goalsForm).getByText('Enter a whole number, without decimals')).toBeInTheDocument();
    expect(occupancy).toHaveAttribute('aria-invalid', 'true');
    expect(stored('occupancy-rate')).toBeUndefined();
    expect(stored('new-patients')).toBeUndefined();
  });

  it('keeps every typed value when the save fails, and shows the server’s field errors', async () => {
    const user = userEvent.setup();
    renderGoals();
    const goalsForm = await form();
    await user.type(within(goalsForm).getByRole('textbox', { name: 'Fees' }), '2150000');
    await user.type(within(goalsForm).getByRole('textbox', { name: 'New patients' }), '480');
    await injectFaults({ operationId: 'saveGoals', status: 500, times: 1 });
    await user.click(within(goalsForm).getByRole('button', { name: 'Save the goals' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Everything you typed is still here');
    expect(within(goalsForm).getByRole('textbox', { name: 'Fees' })).toHaveValue('2150000');
    expect(within(goalsForm).getByRole('textbox', { name: 'New patients' })).toHaveValue('480');
    expect(stored('fees')).toBeUndefined();

    await injectFaults({
      operationId: 'saveGoals',
      status: 400,
      times: 1,
      errors: [{ field: 'goals.1.value', message: 'Too many new patients for this practice.' }],
    });
    await user.click(within(goalsForm).getByRole('button', { name: 'Save the goals' }));
    expect(
      await within(goalsForm).findByText('Too many new patients for this practice.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(goalsForm).getByRole('textbox', { name: 'New patients' })).toHaveFocus(),
    );
    expect(within(goalsForm).getByRole('textbox', { name: 'Fees' })).toHaveValue('2150000');
  });

  it('shows a practice the user may not change as read-only, in French', async () => {
    const user = userEvent.setup();
    renderGoals([{ ...plateau, canEdit: false }], 'fr');
    const goalsForm = await screen.findByRole('form', {
      name: `Objectifs de ${plateau.name} pour ${NEXT_YEAR}`,
    });
    expect(
      screen.getByText(/^Vous pouvez consulter ces objectifs, mais pas les modifier/),
    ).toBeInTheDocument();
    expect(
      within(goalsForm).queryByRole('button', { name: 'Enregistrer les objectifs' }),
    ).not.toBeInTheDocument();
    const fees = within(goalsForm).getByRole('textbox', { name: 'Honoraires' });
    expect(fees).toHaveAttribute('readonly');
    await user.type(fees, '1');
    expect(fees).toHaveValue('');
  });

  it('reads a French decimal comma and spaces between thousands', async () => {
    const user = userEvent.setup();
    renderGoals(practices, 'fr');
    const goalsForm = await screen.findByRole('form', {
      name: `Objectifs de ${plateau.name} pour ${NEXT_YEAR}`,
    });
    await user.type(within(goalsForm).getByRole('textbox', { name: /^Taux d.occupation$/ }), '82,5');
    await user.type(within(goalsForm).getByRole('textbox', { name: 'Honoraires' }), '2 150 000');
    await user.click(within(goalsForm).getByRole('button', { name: 'Enregistrer les objectifs' }));
    expect(await screen.findByText('Objectifs enregistrés.')).toBeInTheDocument();
    expect(stored('occupancy-rate')).toBe(82.5);
    expect(stored('fees')).toBe(2_150_000);
  });

  it('asks before another year drops what was typed', async () => {
    const user = userEvent.setup();
    renderGoals();
    const goalsForm = await form();
    await user.type(within(goalsForm).getByRole('textbox', { name: 'Fees' }), '2150000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(CURRENT_YEAR));
    const dialog = await openedDialog('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).get('year')).toBe(String(NEXT_YEAR));
    expect(within(goalsForm).getByRole('textbox', { name: 'Fees' })).toHaveValue('2150000');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(CURRENT_YEAR));
    const again = await openedDialog('Leave without saving?');
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    expect(await form(CURRENT_YEAR)).toBeInTheDocument();
  });
});
