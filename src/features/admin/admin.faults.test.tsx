import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { SaveFile } from '@/utils/save-file';
import { resetDatabase } from '../../../mocks/db/database';
import { PRACTICES } from '../../../mocks/db/practice-directory';
import { users } from '../../../mocks/db/users';
import { renderWithFeedbackHost } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, READ_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveReadRecovers } from '../../../scripts/faults/fault-cases';
import { ClinicGroupsScreen } from './clinic-groups/clinic-groups-screen';
import { DeploymentGroupsScreen } from './deployment-groups/deployment-groups-screen';
import { PracticeAdminScreen } from './practices/practice-admin-page';
import { PricingScreen } from './pricing/pricing-screen';
import { ToolsScreen } from './tools/tools-screen';
import { UserAdmin } from './users/user-admin';

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

/** A screen at an address, as its route gives it, with the snackbars and dialogs. */
const at = (path: string, ui: React.ReactElement) => () => {
  window.history.replaceState(null, '', path);
  return renderWithFeedbackHost(ui);
};

const practices = (path: string) =>
  at(
    path,
    <Route path="/admin/practices/:practiceId?">
      {(params) => <PracticeAdminScreen practiceId={params.practiceId} readOnly={false} />}
    </Route>,
  );

const practiceId = (name: string) => PRACTICES.find((practice) => practice.name === name)!.id;
const SAINT_LAURENT = practiceId('Centre dentaire Saint-Laurent');

const usersAt = (path: string) =>
  at(
    path,
    <Route path="/admin/users/:userId?">
      {(params) => <UserAdmin userId={params.userId} readOnly={false} />}
    </Route>,
  );

const clinicGroupsAt = (path: string) =>
  at(
    path,
    <Route path="/admin/ClinicGroups/:clinicGroupId?">
      {(params) => <ClinicGroupsScreen clinicGroupId={params.clinicGroupId} readOnly={false} />}
    </Route>,
  );

describe.each(READ_FAULTS)('the administration screens when a read gets %s', (fault) => {
  it('deployment groups: says the list failed in place, and Try again brings it', async () => {
    coversFaults('adminDeploymentGroups', 'getDeploymentGroups', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getDeploymentGroups',
        render: at('/admin/deployment-groups', <DeploymentGroupsScreen readOnly={false} />),
        data: () => screen.findByRole('table', { name: 'Deployment groups' }),
      },
      fault,
    );
  });

  it('tools: says the list failed in place, and Try again brings it', async () => {
    coversFaults('adminTools', 'getToolsVersions', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getToolsVersions',
        render: at('/admin/tools', <ToolsScreen readOnly={false} />),
        data: () => screen.findByText('10 tools'),
      },
      fault,
    );
  });

  it('pricing: says the list failed in place, and Try again brings it', async () => {
    coversFaults('adminPricing', 'getPricingFiles', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPricingFiles',
        render: at('/admin/pricing', <PricingScreen readOnly={false} saveFile={vi.fn<SaveFile>()} />),
        data: () => screen.findByText('26 pricing files'),
      },
      fault,
    );
  });

  it('users: says the list failed in place, and Try again brings it', async () => {
    coversFaults('adminUsers', 'getUsers', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getUsers',
        render: usersAt('/admin/users'),
        data: () => screen.findByRole('table', { name: 'Users of the portal' }),
      },
      fault,
    );
  });

  it('users: says the detail failed in place, and Try again brings it', async () => {
    coversFaults('adminUsers', 'getUser', READ_FAULTS);
    const chen = users.findFirst((q) => q.where({ username: 'totp' }))!;
    await proveReadRecovers(
      {
        operationId: 'getUser',
        render: usersAt(`/admin/users/${chen.id}`),
        data: async () => {
          const detail = await screen.findByRole('region', { name: 'User details' });
          return within(detail).findByRole('region', { name: 'Name and email' });
        },
      },
      fault,
    );
  });

  it('clinic groups: says the list failed in place, and Try again brings it', async () => {
    coversFaults('adminClinicGroups', 'getClinicGroups', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getClinicGroups',
        render: clinicGroupsAt('/admin/ClinicGroups'),
        data: () => screen.findByRole('table', { name: 'Clinic groups' }),
      },
      fault,
    );
  });

  it('clinic groups: says the detail failed in place, and Try again brings it', async () => {
    coversFaults('adminClinicGroups', 'getClinicGroup', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getClinicGroup',
        render: clinicGroupsAt('/admin/ClinicGroups/5'),
        data: async () => {
          const detail = await screen.findByRole('region', { name: 'Clinic group details' });
          return within(detail).findByRole('heading', {
            level: 2,
            name: "Réseau dentaire francophone de l'Ontario",
          });
        },
      },
      fault,
    );
  });

  it('practices: says the list failed in place, and Try again brings it', async () => {
    coversFaults('adminPractices', 'getPractices', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPractices',
        render: practices('/admin/practices'),
        data: () => screen.findByText('32 practices'),
      },
      fault,
    );
  });

  it('practices: says the detail failed in place, and Try again brings it', async () => {
    coversFaults('adminPractices', 'getPractice', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPractice',
        render: practices(`/admin/practices/${SAINT_LAURENT}`),
        data: () => screen.findByRole('heading', { level: 2, name: 'Centre dentaire Saint-Laurent' }),
      },
      fault,
    );
  });

  it('practices: says the modules failed in place, and Try again brings them', async () => {
    coversFaults('adminPractices', 'getPracticeModules', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPracticeModules',
        render: practices(`/admin/practices/${SAINT_LAURENT}?tab=modules`),
        data: () => screen.findByRole('switch', { name: 'Analytik' }),
      },
      fault,
    );
  });

  it('practices: says the services failed in place, and Try again brings them', async () => {
    coversFaults('adminPractices', 'getPracticeServicesStatus', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPracticeServicesStatus',
        render: practices(`/admin/practices/${SAINT_LAURENT}?tab=monitoring`),
        data: () => screen.findByRole('list', { name: 'Services' }),
      },
      fault,
    );
  });

  it('practices: says the last log failed in place, and Try again brings it', async () => {
    coversFaults('adminPractices', 'getPracticeLastServiceLog', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getPracticeLastServiceLog',
        render: practices(`/admin/practices/${SAINT_LAURENT}?tab=monitoring`),
        data: () => screen.findByText(/ · (Error|Warning|Information|Debug) · /),
      },
      fault,
    );
  });

  it('practices: says the deployment groups failed in the filters, and Try again brings the choice', async () => {
    coversFaults('adminPractices', 'getDeploymentGroups', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getDeploymentGroups',
        render: practices('/admin/practices'),
        data: () =>
          waitFor(() => expect(screen.getByRole('combobox', { name: 'Deployment group' })).toBeEnabled()),
      },
      fault,
    );
  });

  it('practices: says the release failed in the deployments tab, and Try again brings it', async () => {
    coversFaults('adminPractices', 'getDeploymentGroups', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getDeploymentGroups',
        render: practices(`/admin/practices/${SAINT_LAURENT}?tab=deployments`),
        data: async () => {
          const release = await screen.findByText('Release of the group');
          await waitFor(() => expect(release.nextElementSibling?.textContent).not.toBe('Not set'));
        },
      },
      fault,
    );
  });
});
