import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedbackHost } from '@/components/feedback/feedback-host';
import { SessionProvider } from '@/lib/session/session-provider';
import { deploymentGroups } from '../../../../mocks/db/administration';
import { resetDatabase } from '../../../../mocks/db/database';
import { fakeSessionAuth } from '../../../../tests/utils/fake-session-auth';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderWithProviders } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { DeploymentGroupsPage } from './deployment-groups-page';
import { DeploymentGroupsScreen } from './deployment-groups-screen';

const renderScreen = ({ locale = 'en' }: { locale?: 'en' | 'fr' } = {}) =>
  renderWithProviders(
    <>
      <DeploymentGroupsScreen readOnly={false} />
      <FeedbackHost />
    </>,
    { locale },
  );

const table = () => screen.findByRole('table', { name: 'Deployment groups' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });
const stored = (id: number) => deploymentGroups.findFirst((q) => q.where({ id }));

const openEdit = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Edit ${name}` }));
  // Even with offsetParent (below), Fluent sometimes looks for the first field before tabster has
  // made the new modal active, finds none and focuses the dialog itself, which tabster then hides
  // (aria-hidden): the focus goes to the first field, as a person's first click would.
  const title = `Edit the deployment group ${name}`;
  const heading = await screen.findByText(title, { selector: '[role=dialog] .fui-DialogTitle' });
  const field = heading.closest('[role=dialog]')?.querySelector('input');
  if (field && document.activeElement !== field) act(() => field.focus());
  return waitFor(() => screen.getByRole('dialog', { name: title }));
};

/**
 * jsdom has no layout: every element's offsetParent is null, so tabster (Fluent's focus
 * manager) takes every control for hidden. A dialog that opens then finds nothing to focus and
 * focuses itself, and tabster soon hides it from the accessibility tree (aria-hidden) as a modal
 * without the focus inside. Here an element has an offsetParent unless it or an ancestor is
 * display:none, as in a browser, which focuses a dialog's first control.
 */
/** Neither the element nor an ancestor is display:none. */
const displayed = (element: HTMLElement | null): boolean =>
  !element || (getComputedStyle(element).display !== 'none' && displayed(element.parentElement));
const ownOffsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return displayed(this) ? this.parentElement : null;
    },
  });
});
afterAll(() => {
  if (ownOffsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', ownOffsetParent);
});

beforeEach(async () => {
  await resetDatabase();
  signInAs('sysadmin');
});

describe('DeploymentGroupsScreen', () => {
  it('lists the groups by name with their release', async () => {
    renderScreen();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Legacy (Windows Server 2012)2025.12.4-ltsEdit',
      'Pilote2026.11.0-pilotEdit',
      'Production A2026.10.2Edit',
      'Production B2026.10.2Edit',
    ]);
  });

  it('renames a group and changes its release, trimmed, then says it is saved', async () => {
    const user = userEvent.setup();
    renderScreen();
    await table();
    const dialog = await openEdit(user, 'Pilote');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    const release = within(dialog).getByRole('textbox', { name: /^Release/ });
    expect(name).toHaveValue('Pilote');
    await user.clear(name);
    await user.type(name, '  Pilote Québec ');
    await user.clear(release);
    await user.type(release, '2026.12.0-pilot');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Pilote Québec')).toHaveTextContent('2026.12.0-pilot');
    expect(stored(1)).toMatchObject({ name: 'Pilote Québec', releaseName: '2026.12.0-pilot' });
  });

  it('refuses an empty name at the field, without calling the server', async () => {
    const user = userEvent.setup();
    renderScreen();
    await table();
    const dialog = await openEdit(user, 'Production A');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(stored(2)?.name).toBe('Production A');
  });

  it('says at the field when another group has the name (409)', async () => {
    const user = userEvent.setup();
    renderScreen();
    await table();
    const dialog = await openEdit(user, 'Production B');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Production A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another deployment group already has this name'),
    ).toBeInTheDocument();
    expect(stored(3)?.name).toBe('Production B');
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    await injectFaults({ operationId: 'updateDeploymentGroup', status: 500, times: 1 });
    const user = userEvent.setup();
    renderScreen();
    await table();
    const dialog = await openEdit(user, 'Production B');
    const release = within(dialog).getByRole('textbox', { name: /^Release/ });
    await user.clear(release);
    await user.type(release, '2026.11.0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The deployment group could not be updated. Please try again later.',
    );
    expect(release).toHaveValue('2026.11.0');
    expect(stored(3)?.releaseName).toBe('2026.10.2');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(stored(3)?.releaseName).toBe('2026.11.0');
  });

  it('says so when the groups cannot be loaded, and loads them again on request', async () => {
    // The client tries a read three times (SPEC §9) before giving up.
    await injectFaults({ operationId: 'getDeploymentGroups', status: 503, times: 3 });
    const user = userEvent.setup();
    renderScreen();
    expect(
      await screen.findByText('The deployment groups could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderScreen({ locale: 'fr' });
    expect(await screen.findByRole('table', { name: 'Groupes de déploiement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Groupes de déploiement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier Pilote' })).toBeInTheDocument();
  });
});

describe('DeploymentGroupsPage', () => {
  it('shows sys-admin-read every group, with no control that changes anything', async () => {
    const fake = fakeSessionAuth();
    fake.signIn('readonly');
    const memory = { read: () => undefined, write: () => undefined };
    renderWithProviders(
      <SessionProvider auth={fake.auth} memory={memory}>
        <DeploymentGroupsPage />
      </SessionProvider>,
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(screen.getByText(/^Read-only access/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
