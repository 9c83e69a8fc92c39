import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { injectFaults } from '../../../../mocks/faults/offline-faults';
import { renderDetail } from './practice-detail.test-support';

describe('the detail of a practice', () => {
  it('turns a module off: the 15–30 minute message, then the change waits to arrive', async () => {
    const user = userEvent.setup();
    renderDetail('Clinique dentaire du Plateau', { tab: 'modules' });
    const analytik = await screen.findByRole('switch', { name: 'Analytik' });
    expect(analytik).toBeChecked();
    await user.click(analytik);
    expect(
      await screen.findByText('The module has been updated. The change can take up to 15 minutes to apply.'),
    ).toBeInTheDocument();
    expect(analytik).not.toBeChecked();
    expect(analytik).toBeDisabled();
    expect(analytik).toHaveAccessibleDescription(/^Turning off: in effect by .+ at the latest$/);
  });

  it('puts the switch back and says the module could not be updated when the server fails', async () => {
    await injectFaults({ operationId: 'updatePracticeModule', status: 500, times: 1 });
    const user = userEvent.setup();
    renderDetail('Centre dentaire Saint-Laurent', { tab: 'modules' });
    const module = await screen.findByRole('switch', { name: 'Automated communications' });
    expect(module).toBeChecked();
    await user.click(module);
    expect(
      await screen.findByText(
        'The Automated communications module could not be updated. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(module).toBeChecked();
    expect(module).toBeEnabled();
  });

  it('speaks French: module names and the message of SPEC §8', async () => {
    const user = userEvent.setup();
    renderDetail('Clinique dentaire Vieux-Québec', { tab: 'modules', locale: 'fr' });
    const module = await screen.findByRole('switch', { name: 'Communications automatisées' });
    await user.click(module);
    expect(
      await screen.findByText(
        'Le module a été mis à jour. Le changement peut mettre jusqu’à 15 minutes à s’appliquer.',
      ),
    ).toBeInTheDocument();
    expect(module).toHaveAccessibleDescription(
      // « 14 h 25 », « 9 h » for a whole hour (OQLF), never « 9 h 00 ».
      /^Désactivation en cours\u00a0: en vigueur au plus tard à \d{1,2}\s?h(\s?(0[1-9]|[1-5]\d))?$/u,
    );
  });
});

describe('read-only access (sys-admin-read)', () => {
  it('is refused a forced change with the general message, and the switch goes back', async () => {
    const user = userEvent.setup();
    renderDetail('Clinique dentaire Rimouski', { tab: 'modules', forced: true });
    const analytik = await screen.findByRole('switch', { name: 'Analytik' });
    const before = (analytik as HTMLInputElement).checked;
    await user.click(analytik);
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    await waitFor(() => expect((analytik as HTMLInputElement).checked).toBe(before));
  });
});
