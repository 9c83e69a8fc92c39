import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MessageKind } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import type { WriteCase } from '../../../scripts/faults/fault-cases';
import { KindSettings } from './settings/kind-settings';

/**
 * The settings of a kind with another hour of sending chosen, for the fault cases of their save:
 * the form, the field, and what must still be there after a failure. `hidden`: the hour is also
 * found while a modal dialog hides the form (a refused creation opens one).
 */
export const sendHourChange = (
  kind: MessageKind,
  practice: Practice,
  { hidden = false } = {},
): Pick<WriteCase, 'fill' | 'submit' | 'field'> => {
  const hour = (form: HTMLElement) => within(form).getByRole('combobox', { name: /Time of sending/, hidden });
  return {
    fill: async (user) => {
      renderWithFeedback(<KindSettings kind={kind} practice={practice} canManage />);
      const form = await screen.findByRole('form', { name: /When and how/ });
      const chosen = (hour(form) as HTMLSelectElement).value === '14' ? '15' : '14';
      await user.selectOptions(hour(form), chosen);
      return { form, kept: () => expect(hour(form)).toHaveValue(chosen) };
    },
    submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
    field: { name: 'sendHour', control: hour },
  };
};

/** A refused creation is the communication profile's error (SPEC §2): its modal dialog, or the form's alert. */
export const profileErrorOrAlert = (form: HTMLElement): Promise<HTMLElement> =>
  waitFor(
    () =>
      screen.queryByRole('dialog', { name: 'The communication profile is unavailable' }) ??
      within(form).getByRole('alert'),
  );
