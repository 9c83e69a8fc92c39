import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { SessionProvider, useSession } from '@/lib/session/session-provider';
import { findPractice } from '../../../../mocks/db/practices';
import { fakeSessionAuth } from '../../../../tests/utils/fake-session-auth';
import { fieldLabel } from '../../../../tests/utils/fields';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { PracticeAdminPage } from './practice-admin-page';
import { idOf, pathOf, renderDetail } from './practice-detail.test-support';
import { openedDialog } from '../../../../tests/utils/dialogs';

const Ready = ({ children }: { children: ReactNode }) => (useSession().ready ? children : null);

/** The page as the route shows it, its access read from a real session. */
const renderPageAs = (username: string, name: string, tab?: string) => {
  const fake = fakeSessionAuth();
  fake.signIn(username);
  return renderWithFeedback(
    <SessionProvider auth={fake.auth} memory={{ read: () => undefined, write: () => undefined }}>
      <Ready>
        <Route path="/admin/practices/:practiceId?">
          <PracticeAdminPage />
        </Route>
      </Ready>
    </SessionProvider>,
    { path: pathOf(name, tab) },
  );
};

const detail = () => screen.getByRole('region', { name: /^(Practice details|Détails de la clinique)$/ });
/** The tab shown (the overview stays mounted, hidden, behind the others). */
const panel = () => screen.getByRole('tabpanel');
const opened = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the detail of a practice', () => {
  it('opens the practice of the address, beside the list, in tabs kept in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderDetail('Clinique dentaire du Plateau');
    await opened('Clinique dentaire du Plateau');
    expect(within(detail()).getByRole('textbox', { name: fieldLabel('City') })).toHaveValue('Montréal');
    expect(within(detail()).getByText('Database name')).toBeInTheDocument();
    expect(within(detail()).getByText('pms_clinique_dentaire_du_plateau')).toBeInTheDocument();
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Clinique dentaire du Plateau');
    // Its clinic group leads to the group's page, where its members change.
    expect(
      within(detail()).getByRole('link', { name: 'Groupe dentaire Montréal Métropolitain' }),
    ).toHaveAttribute('href', '/admin/ClinicGroups/1');

    await user.click(screen.getByRole('tab', { name: 'Modules' }));
    expect(location.history?.at(-1)).toBe(`${pathOf('Clinique dentaire du Plateau')}?tab=modules`);
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Deployments' }));
    expect(
      await screen.findByRole('button', { name: 'Migrate to the new infrastructure' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Monitoring' }));
    expect(await screen.findByRole('list', { name: 'Services' })).toBeInTheDocument();
  });
});

describe('the overview', () => {
  it('saves the changed fields and shows them again', async () => {
    const user = userEvent.setup();
    renderDetail('Westmount Dental Centre');
    const city = await within(await screen.findByRole('form')).findByRole('textbox', {
      name: fieldLabel('City'),
    });
    await user.clear(city);
    await user.type(city, 'Westmount-Sud');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(findPractice(idOf('Westmount Dental Centre'))?.city).toBe('Westmount-Sud');
    expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
  });

  it('keeps what was typed when a save fails, and shows rules at the field', async () => {
    await injectFaults({ operationId: 'updatePractice', status: 500, times: 1 });
    const user = userEvent.setup();
    renderDetail('Bay Street Dental');
    const email = await screen.findByRole('textbox', { name: fieldLabel('Billing email') });
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'factures@baystreetdental.ca');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The practice could not be saved. What you typed is still here: please try again later.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('factures@baystreetdental.ca');
    expect(findPractice(idOf('Bay Street Dental'))?.billingEmail).not.toBe('factures@baystreetdental.ca');
  });
});

describe('the deployments', () => {
  it('refuses to migrate a practice without support for the new infrastructure, saying why', async () => {
    renderDetail('Clinique dentaire Saguenay', { tab: 'deployments' });
    const migrate = await screen.findByRole('button', { name: 'Migrate to the new infrastructure' });
    expect(migrate).toHaveAttribute('aria-disabled', 'true');
    expect(migrate).toHaveAccessibleDescription(
      'This practice cannot be migrated: its installation does not support the new infrastructure.',
    );
    expect(within(panel()).getByText('Legacy (Windows Server 2012)')).toBeInTheDocument();
  });

  it('migrates after a confirmation, and shows the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    renderDetail('Dentistes associés de Laval', { tab: 'deployments' });
    await user.click(await screen.findByRole('button', { name: 'Migrate to the new infrastructure' }));
    const dialog = await openedDialog('Migrate Dentistes associés de Laval to the new infrastructure?');
    await user.click(within(dialog).getByRole('button', { name: 'Migrate' }));
    expect(
      await screen.findByText('The practice has been migrated to the new infrastructure.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(/\.cloud\.portal\.example\.ca$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Migrate to the new infrastructure' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Migrate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This practice already runs on the new infrastructure.',
    );
  });
});

describe('the monitoring', () => {
  it('shows each service’s status in words, the last log and the month’s SMS usage', async () => {
    renderDetail('Centre dentaire Saint-Laurent', { tab: 'monitoring' });
    const services = await screen.findByRole('list', { name: 'Services' });
    const sync = within(services)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Agent de synchronisation'));
    expect(within(sync!).getByText('Off-line')).toBeInTheDocument();
    // Each fact under its name, whatever the detail's width (a table was cut beside the list).
    expect(within(sync!).getByText('Installed on').tagName).toBe('DT');
    expect(within(services).getAllByText('Active').length).toBeGreaterThan(0);
    expect(await screen.findByText(/ · (Error|Warning|Information|Debug) · /)).toBeInTheDocument();
    expect(screen.getByText(/^[\d,]+ of [\d,]+ segments used \(\d+(\.\d)?%\)$/)).toBeInTheDocument();
  });

  it('says when a newly onboarded practice has no service and no log yet', async () => {
    renderDetail('Clinique dentaire de Hearst', { tab: 'monitoring' });
    expect(await screen.findByText('No service is installed at this practice yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No service of this practice has logged anything yet.'),
    ).toBeInTheDocument();
  });
});

describe('read-only access (sys-admin-read)', () => {
  it('shows the same screens without any control that changes anything', async () => {
    const user = userEvent.setup();
    renderPageAs('readonly', 'Clinique dentaire du Plateau');
    await opened('Clinique dentaire du Plateau');
    expect(
      screen.getByText('Read-only access: you can consult everything here, but not change it.'),
    ).toBeInTheDocument();
    expect(within(detail()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(detail()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(detail()).getByText('Montréal')).toBeInTheDocument();
    // The person in charge of personal information reads as facts too (Law 25).
    expect(
      within(detail()).getByRole('region', { name: 'Person in charge of personal information' }),
    ).toHaveTextContent(findPractice(idOf('Clinique dentaire du Plateau'))!.privacyOfficer!.title);

    await user.click(screen.getByRole('tab', { name: 'Modules' }));
    expect(await within(panel()).findByText('Analytik')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Deployments' }));
    expect(await within(detail()).findByText('Release of the group')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Migrate/ })).not.toBeInTheDocument();
  });

  it('shows the controls to sysadmin from the same session code', async () => {
    renderPageAs('sysadmin', 'Clinique dentaire du Plateau', 'modules');
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
    expect(screen.queryByText(/Read-only access/)).not.toBeInTheDocument();
  });
});
