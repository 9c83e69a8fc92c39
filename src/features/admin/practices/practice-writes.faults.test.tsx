import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../../tests/utils/fields';
import { coversFaults, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { renderDetail } from './practice-detail.test-support';

const city = (form: HTMLElement) => within(form).getByRole('textbox', { name: fieldLabel('City') });

describe.each(WRITE_FAULTS)('a practice’s overview when its save gets %s', (fault) => {
  it('keeps what was typed and says the failure in the form', async () => {
    coversFaults('adminPractices', 'updatePractice', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'updatePractice',
        fill: async (user) => {
          renderDetail('Westmount Dental Centre');
          const form = await screen.findByRole('form');
          const field = await within(form).findByRole('textbox', { name: fieldLabel('City') });
          await user.clear(field);
          await user.type(field, 'Outremont');
          return { form, kept: () => expect(city(form)).toHaveValue('Outremont') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
        field: { name: 'city', control: city },
      },
      fault,
    );
  });
});
