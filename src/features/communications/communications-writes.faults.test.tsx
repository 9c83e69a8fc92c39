import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Practice } from '@/api/generated/practices/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { communicationPreferences } from '../../../mocks/db/communication';
import { resetDatabase } from '../../../mocks/db/database';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, WRITE_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveWriteKeepsInput } from '../../../scripts/faults/fault-cases';
import { profileErrorOrAlert, sendHourChange } from './kind-settings.test-support';
import { KINDS_AND_SCREENS } from './message-kinds.test-support';
import { KindSettings } from './settings/kind-settings';

let plateau: Practice;

beforeEach(async () => {
  signInAs('clinic');
  plateau = await getPractice(HISTORY_PRACTICE.id);
});

describe.each(KINDS_AND_SCREENS)('the settings of %s (%s) when a save fails', (kind) => {
  it.each(WRITE_FAULTS)('keep the rule typed on %s and say the failure in the form', async (fault) => {
    coversFaults(
      ['communicationsNotifications', 'communicationsConfirmations', 'communicationsHygieneRecalls'],
      'updateCommunicationPreference',
      WRITE_FAULTS,
    );
    await proveWriteKeepsInput(
      { operationId: 'updateCommunicationPreference', ...sendHourChange(kind, plateau) },
      fault,
    );
  });
});

describe.each(KINDS_AND_SCREENS)('the templates of %s (%s) when a save fails', (kind) => {
  it.each(WRITE_FAULTS)('keep the typed text on %s and say the failure in the editor', async (fault) => {
    coversFaults(
      ['communicationsNotifications', 'communicationsConfirmations', 'communicationsHygieneRecalls'],
      'updateCommunicationTemplate',
      WRITE_FAULTS,
    );
    const body = (form: HTMLElement) =>
      within(form).getByRole('textbox', { name: /Text of the SMS, in French/ });
    await proveWriteKeepsInput(
      {
        operationId: 'updateCommunicationTemplate',
        fill: async (user) => {
          renderWithFeedback(<KindSettings kind={kind} practice={plateau} canManage />);
          const field = await screen.findByRole('textbox', { name: /Text of the SMS, in French/ });
          const form = field.closest('form')!;
          // Added to the kind's own text, which meets its rules (placeholders, length).
          const text = `${(field as HTMLTextAreaElement).value} Merci.`;
          await user.click(field);
          await user.keyboard('{End} Merci.');
          return { form, kept: () => expect(body(form)).toHaveValue(text) };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save the template' })),
        field: { name: 'body', control: body },
      },
      fault,
    );
  });
});

// Confirmations are set up by timing first (no hour until then): communications-creations.faults.test.tsx.
describe.each([KINDS_AND_SCREENS[0]!, KINDS_AND_SCREENS[2]!])(
  'the first settings of %s (%s) when their creation fails',
  (kind) => {
    beforeEach(async () => {
      await resetDatabase();
      const existing = communicationPreferences.findFirst((q) => q.where({ practiceId: plateau.id, kind }));
      if (existing) communicationPreferences.delete(existing);
    });

    it.each(WRITE_FAULTS)('keep the rule chosen on %s and say the failure', async (fault) => {
      coversFaults(
        ['communicationsNotifications', 'communicationsHygieneRecalls'],
        'createCommunicationPreference',
        WRITE_FAULTS,
      );
      await proveWriteKeepsInput(
        {
          operationId: 'createCommunicationPreference',
          ...sendHourChange(kind, plateau, { hidden: true }),
          failureIn: profileErrorOrAlert,
        },
        fault,
      );
    });
  },
);
