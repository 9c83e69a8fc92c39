import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Practice } from '@/api/generated/practices/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { communicationPreferences, communicationTemplates } from '../../../mocks/db/communication';
import { resetDatabase } from '../../../mocks/db/database';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { signInAs } from '../../../tests/utils/session';
import { coversFaults, WRITE_FAULTS } from '../../../scripts/faults/covers-faults';
import { proveWriteKeepsInput } from '../../../scripts/faults/fault-cases';
import { profileErrorOrAlert } from './kind-settings.test-support';
import { KINDS_AND_SCREENS } from './message-kinds.test-support';
import { KindSettings } from './settings/kind-settings';
import { MessageTemplates } from './templates/message-templates';

let plateau: Practice;

beforeEach(async () => {
  await resetDatabase();
  signInAs('clinic');
  plateau = await getPractice(HISTORY_PRACTICE.id);
});

describe.each(KINDS_AND_SCREENS)('a new email template of %s (%s) when its creation fails', (kind) => {
  beforeEach(() => {
    const existing = communicationTemplates.findFirst((q) =>
      q.where({ practiceId: plateau.id, kind, channel: 'EMAIL', language: 'EN' }),
    );
    if (existing) communicationTemplates.delete(existing);
  });

  it.each(WRITE_FAULTS)(
    'keeps the subject and text typed on %s and says the failure in the editor',
    async (fault) => {
      coversFaults(
        ['communicationsNotifications', 'communicationsConfirmations', 'communicationsHygieneRecalls'],
        'createCommunicationTemplate',
        WRITE_FAULTS,
      );
      const subject = (form: HTMLElement) =>
        within(form).getByRole('textbox', { name: /Subject of the email, in English/ });
      const body = (form: HTMLElement) =>
        within(form).getByRole('textbox', { name: /Text of the email, in English/ });
      await proveWriteKeepsInput(
        {
          operationId: 'createCommunicationTemplate',
          fill: async (user) => {
            renderWithFeedback(<MessageTemplates kind={kind} practice={plateau} />);
            await user.click(await screen.findByRole('tab', { name: 'Email in English' }));
            await user.click(
              within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Create this template' }),
            );
            const form = screen
              .getByRole('textbox', { name: /Subject of the email, in English/ })
              .closest('form')!;
            await user.type(subject(form), 'Your appointment');
            // The new template starts with the placeholders its kind needs: a valid text.
            await user.click(body(form));
            await user.keyboard('{End} Merci.');
            const text = (body(form) as HTMLTextAreaElement).value;
            return {
              form,
              kept: () => {
                expect(subject(form)).toHaveValue('Your appointment');
                expect(body(form)).toHaveValue(text);
              },
            };
          },
          submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save the template' })),
          field: { name: 'subject', control: subject },
        },
        fault,
      );
      await waitFor(() =>
        expect(
          communicationTemplates.findFirst((q) =>
            q.where({ practiceId: plateau.id, kind, channel: 'EMAIL', language: 'EN' }),
          ),
        ).toBeUndefined(),
      );
    },
  );
});

describe('the first settings of confirmations when their creation fails', () => {
  beforeEach(() => {
    const existing = communicationPreferences.findFirst((q) =>
      q.where({ practiceId: plateau.id, kind: 'CONFIRMATION' }),
    );
    if (existing) communicationPreferences.delete(existing);
  });

  it.each(WRITE_FAULTS)('keep the timing chosen on %s and say the failure', async (fault) => {
    coversFaults('communicationsConfirmations', 'createCommunicationPreference', WRITE_FAULTS);
    // A refused creation is the communication profile's error (SPEC §2): a modal dialog says it.
    const timing = (form: HTMLElement) => within(form).getByRole('radiogroup', { hidden: true });
    const atBooking = (form: HTMLElement) =>
      within(form).getByRole('radio', { name: /When the appointment is booked/, hidden: true });
    await proveWriteKeepsInput(
      {
        operationId: 'createCommunicationPreference',
        fill: async (user) => {
          renderWithFeedback(<KindSettings kind="CONFIRMATION" practice={plateau} canManage />);
          const form = await screen.findByRole('form', { name: /When and how/ });
          await user.click(atBooking(form));
          return { form, kept: () => expect(atBooking(form)).toBeChecked() };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Save' })),
        field: { name: 'sendTiming', control: timing },
        failureIn: profileErrorOrAlert,
      },
      fault,
    );
    expect(
      communicationPreferences.findFirst((q) => q.where({ practiceId: plateau.id, kind: 'CONFIRMATION' })),
    ).toBeUndefined();
  });
});
