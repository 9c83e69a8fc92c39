import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { signInAs } from '../../../../tests/utils/session';
import { PracticeAdminScreen } from './practice-admin-page';

/** The screen as the route shows it, the access given (the page reads it from the session). */
const renderList = (path = '/admin/practices', locale: 'en' | 'fr' = 'en') => {
  signInAs('sysadmin');
  return renderWithFeedback(
    <Route path="/admin/practices/:practiceId?">
      {(params) => <PracticeAdminScreen practiceId={params.practiceId} readOnly={false} />}
    </Route>,
    { path, locale },
  );
};

const table = () => screen.getByRole('table', { name: /^(Practices|Cliniques)$/ });
const rows = () => within(table()).getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const url = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

describe('the practice list', () => {
  it('lists the practices 25 at a time, sorted by name, with the missing-information badge', async () => {
    const user = userEvent.setup();
    const { location } = renderList();
    expect(await screen.findByText('32 practices')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(names()[0]).toBe('Bay Street Dental');
    expect(screen.getAllByText('Missing information').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(url(location)).toBe('/admin/practices?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(rows()).toHaveLength(32));
    expect(url(location)).toBe('/admin/practices?pageSize=50');
  });

  it('searches by name or city as you type, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderList();
    await screen.findByText('32 practices');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ottawa');
    expect(await screen.findByText('2 practices')).toBeInTheDocument();
    expect(names()).toEqual(['Clinique dentaire d’Orléans', 'Ottawa Smile Centre']);
    expect(url(location)).toBe('/admin/practices?search=ottawa');
  });

  it('filters by province, module, required information and deployment group, then clears them', async () => {
    const user = userEvent.setup();
    const { location } = renderList();
    await screen.findByText('32 practices');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'quebec');
    expect(await screen.findByText('16 practices')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Required information' }), 'missing');
    expect(await screen.findByText('3 practices')).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent('Missing information');
    expect(url(location)).toBe('/admin/practices?province=quebec&missingInformation=true');

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('32 practices')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Active module' }), 'Messages automatisés');
    expect(await screen.findByText('26 practices')).toBeInTheDocument();
    for (const row of rows()) expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('Yes');

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    const groups = screen.getByRole('combobox', { name: 'Deployment group' });
    await waitFor(() => expect(groups).toBeEnabled());
    await user.selectOptions(groups, 'Pilote');
    expect(await screen.findByText('4 practices')).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent('Pilote');
    expect(url(location)).toBe('/admin/practices?deploymentGroup=1');
  });

  it('shows the view a link describes, sorted another way, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderList('/admin/practices?province=new-brunswick&sort=city%3Aasc', 'fr');
    expect(await screen.findByText('6 cliniques')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('new-brunswick');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('city:asc');
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Caraquet',
      'Dieppe',
      'Edmundston',
      'Fredericton',
      'Moncton',
      // Saint John Harbour Dental misses its city: practices without one come last.
      '',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'toronto');
    expect(
      await screen.findByText('Aucune clinique ne correspond à la recherche et aux filtres.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('marks the open practice and links each name to its detail, keeping the query', async () => {
    renderList('/admin/practices?province=ontario');
    await screen.findByText('10 practices');
    const link = screen.getByRole('link', { name: 'Bay Street Dental' });
    expect(link.getAttribute('href')).toMatch(/^\/admin\/practices\/[0-9a-f-]{36}\?province=ontario$/);
  });

  it('shows fewer columns beside an open practice, and the province as its symbol with its name for screen readers', async () => {
    const user = userEvent.setup();
    renderList('/admin/practices?province=new-brunswick', 'fr');
    await screen.findByText('6 cliniques');
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers()).toEqual([
      'Nom',
      'Ville',
      'Province',
      'Communications automatisées',
      'Groupe de déploiement',
    ]);
    const province = within(rows()[0]!).getAllByRole('cell')[2]!;
    // "NB" on screen, « Nouveau-Brunswick » read aloud: nothing to cut mid-word.
    expect(province).toHaveTextContent(/^NBNouveau-Brunswick$/);
    expect(within(province).getByText('NB')).toHaveAttribute('aria-hidden', 'true');
    expect(within(province).getByText('NB')).toHaveAttribute('title', 'Nouveau-Brunswick');

    await user.click(within(rows()[0]!).getByRole('link'));
    expect(await screen.findByRole('region', { name: /^Détails/ })).toBeInTheDocument();
    // The detail shows the module and the deployment group: the list keeps what fits beside it.
    await waitFor(() => expect(headers()).toEqual(['Nom', 'Ville', 'Province']));
  });

  it('says so when the practices cannot be loaded, and loads them again on request', async () => {
    await injectFaults({ operationId: 'getPractices', status: 503, times: 3 });
    const user = userEvent.setup();
    renderList();
    expect(
      await screen.findByText('The practices could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('32 practices')).toBeInTheDocument();
  });
});
