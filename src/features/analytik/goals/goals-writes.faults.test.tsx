import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLINIC_ADMIN_PRACTICES } from '../../../../mocks/db/practice-directory';
import { resetDatabase } from '../../../../mocks/db/database';
import { renderWithFeedbackHost } from '../../../../tests/utils/render';
import { signInAs } from '../../../../tests/utils/session';
import { coversFaults, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { currentYear } from '../../../../mocks/db/analytik-calendar';
import { GoalsScreen } from './goals-screen';

const plateau = { ...CLINIC_ADMIN_PRACTICES[0]!, canEdit: true, activeModules: ['Analytik'] };
const NEXT_YEAR = currentYear() + 1;

beforeEach(async () => {
  await resetDatabase();
  signInAs('clinic');
  window.history.replaceState(null, '', `/analytik/goals?year=${NEXT_YEAR}`);
});

const box = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe.each(WRITE_FAULTS)('the goals when their save gets %s', (fault) => {
  it('keep every typed value and say the failure in the form', async () => {
    coversFaults('analytikGoals', 'saveGoals', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'saveGoals',
        fill: async (user) => {
          renderWithFeedbackHost(
            <GoalsScreen
              practices={[
                { id: plateau.id, name: plateau.name, canEdit: true, activeModules: plateau.activeModules },
              ]}
            />,
          );
          const form = await screen.findByRole('form', { name: `Goals of ${plateau.name} for ${NEXT_YEAR}` });
          await user.type(box(form, 'Fees'), '2150000');
          await user.type(box(form, 'New patients'), '480');
          return {
            form,
            kept: () => {
              expect(box(form, 'Fees')).toHaveValue('2150000');
              expect(box(form, 'New patients')).toHaveValue('480');
            },
          };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save the goals' })),
        // The goals typed, in the form's order: the second is New patients.
        field: { name: 'goals.1.value', control: (form) => box(form, 'New patients') },
      },
      fault,
    );
  });
});
