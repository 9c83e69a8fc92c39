import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLINIC_ADMIN_PRACTICES } from '../../../mocks/db/practice-directory';
import { fieldLabel } from '../../../tests/utils/fields';
import { renderWithFeedbackHost } from '../../../tests/utils/render';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, WRITE_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveWriteKeepsInput } from '../../../scripts/faults/fault-cases';
import { ConfigurationScreen } from './configuration-screen';

const plateau = CLINIC_ADMIN_PRACTICES[0]!.id;

beforeEach(() => signInAs('clinic'));

const city = (form: HTMLElement) => within(form).getByRole('textbox', { name: fieldLabel('City') });

describe.each(WRITE_FAULTS)('the configuration when its save gets %s', (fault) => {
  it('keeps what was typed and says the failure in the form', async () => {
    coversFaults('configuration', 'updatePractice', WRITE_FAULTS);
    await proveWriteKeepsInput(
      {
        operationId: 'updatePractice',
        fill: async (user) => {
          renderWithFeedbackHost(<ConfigurationScreen practiceId={plateau} canEdit />);
          const field = await screen.findByRole('textbox', { name: fieldLabel('City') });
          const form = field.closest('form')!;
          await user.clear(field);
          await user.type(field, 'Outremont');
          // The logo is required (SPEC §5): a practice that never had one chooses one to save.
          await user.upload(
            screen.getByLabelText(/^(Choose an image|Replace the logo)$/, { selector: 'input' }),
            new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
          );
          return { form, kept: () => expect(city(form)).toHaveValue('Outremont') };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
        field: { name: 'city', control: city },
      },
      fault,
    );
  });
});
