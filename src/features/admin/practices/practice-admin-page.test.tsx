import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { PracticeAdminPage } from './practice-admin-page';

describe('PracticeAdminPage', () => {
  it('lists the practices a page at a time, sorted by name', async () => {
    signInAs('sysadmin');
    renderWithProviders(<PracticeAdminPage />);

    expect(await screen.findByText('32 practices')).toBeInTheDocument();
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent('Bay Street Dental');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByText('Missing information').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows only the practices of a practice administrator, in French', async () => {
    signInAs('clinic');
    renderWithProviders(<PracticeAdminPage />, { locale: 'fr' });
    expect(await screen.findByText('4 cliniques')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Clinique dentaire du Plateau/ })).toBeInTheDocument();
  });

  it('says so when the practices cannot be loaded', async () => {
    signInAs('sysadmin');
    server.use(
      http.get('*/api/practices', () => HttpResponse.json({ title: 'Down', status: 503 }, { status: 503 })),
    );
    renderWithProviders(<PracticeAdminPage />);
    expect(
      await screen.findByText(
        'The practices could not be loaded. Please try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
