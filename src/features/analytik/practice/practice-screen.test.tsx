import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLINIC_ADMIN_PRACTICES } from '../../../../mocks/db/practice-directory';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { PracticeScreen } from './practice-screen';

const saintLaurent = CLINIC_ADMIN_PRACTICES[3]!;

beforeEach(() => {
  signInAs('clinic');
  window.history.replaceState(null, '', `/analytik/practice/${saintLaurent.id}?year=2024`);
});

describe('PracticeScreen', () => {
  it('summarises every metric of the year in the address, grouped by family', async () => {
    renderWithProviders(<PracticeScreen practiceId={saintLaurent.id} />);
    expect(await screen.findByText(saintLaurent.name)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(17));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Production',
      'Patients',
      'Hygiene',
      'Schedule',
      'Treatment plans',
    ]);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
    expect(screen.getByText('Whole year 2024')).toBeInTheDocument();
    // A past year has no projection: it is over.
    expect(screen.queryByText(/^Projected year-end/)).not.toBeInTheDocument();
  });

  it('says so for a practice that is not the user’s', async () => {
    renderWithProviders(<PracticeScreen practiceId="6f1c2b9e-0000-4000-8000-000000000000" />);
    expect(
      await screen.findByText('This practice does not exist or is not one of yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice metrics' })).toBeInTheDocument();
  });
});
