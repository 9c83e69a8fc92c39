import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPractice } from '../../../../mocks/db/practices';
import { openedDialog } from '../../../../tests/utils/dialogs';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { coversActionFaults } from '../../../../scripts/faults/covers-faults';
import { proveActionSaysFailure } from '../../../../scripts/faults/action-cases';
import { idOf, renderDetail } from './practice-detail.test-support';

/** The tab shown (the overview stays mounted, hidden, behind the others). */
const panel = () => screen.getByRole('tabpanel');

/** The snackbar that names the failure, as a place to find it. */
const snackbarSaying = async (text: string) => {
  await expectSnackbar(text);
  return snackbarsShowing(text)[0]!;
};

describe.each(['status-500', 'network', 'status-409', 'status-400'] as const)(
  'a practice’s module switch when the change gets %s',
  (fault) => {
    it('says the module could not be updated, and the switch goes back', async () => {
      coversActionFaults('adminPractices', 'updatePracticeModule', [
        'status-500',
        'network',
        'status-409',
        'status-400',
      ]);
      const module = () => screen.getByRole('switch', { name: 'Automated communications' });
      await proveActionSaysFailure(
        {
          operationId: 'updatePracticeModule',
          open: () => {
            renderDetail('Centre dentaire Saint-Laurent', { tab: 'modules' });
            return screen.findByRole('switch', { name: 'Automated communications' });
          },
          act: (user) => user.click(module()),
          said: () =>
            snackbarSaying(
              'The Automated communications module could not be updated. Please try again later.',
            ),
          unchanged: () => {
            expect(module()).toBeChecked();
            expect(module()).toBeEnabled();
          },
          field: 'enabled',
        },
        fault,
      );
    });
  },
);

describe.each(['status-500', 'network', 'status-409'] as const)(
  'migrating a practice when it gets %s',
  (fault) => {
    it('says the migration failed or was refused, and the practice stays on its infrastructure', async () => {
      coversActionFaults('adminPractices', 'migratePractice', ['status-500', 'network', 'status-409']);
      const migrate = () => screen.getByRole('button', { name: 'Migrate to the new infrastructure' });
      await proveActionSaysFailure(
        {
          operationId: 'migratePractice',
          open: () => {
            renderDetail('Dentistes associés de Laval', { tab: 'deployments' });
            return screen.findByRole('button', { name: 'Migrate to the new infrastructure' });
          },
          act: async (user) => {
            await user.click(migrate());
            const dialog = await openedDialog(
              'Migrate Dentistes associés de Laval to the new infrastructure?',
            );
            await user.click(within(dialog).getByRole('button', { name: 'Migrate' }));
          },
          // A refusal (409) is said in place, with its reason; a failure by SPEC §8's snackbar.
          said: async () =>
            fault === 'status-409'
              ? within(panel()).findByRole('alert')
              : snackbarSaying('The practice could not be migrated. Please try again later.'),
          unchanged: () => {
            expect(migrate()).toBeEnabled();
            expect(within(panel()).queryByText(/\.cloud\.portal\.example\.ca$/)).toBeNull();
            expect(findPractice(idOf('Dentistes associés de Laval'))?.migrated).toBe(false);
          },
        },
        fault,
      );
      if (fault === 'status-409')
        expect(within(panel()).getByRole('alert')).toHaveTextContent('The migration was refused.');
    });
  },
);
