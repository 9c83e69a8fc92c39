import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { findPractice } from '../../../../mocks/db/practices';
import { practiceInbox } from '../../../../mocks/db/conversation-inbox';
import { proveActionSaysFailure } from '../../../../scripts/faults/action-cases';
import {
  coversActionFaults,
  coversFaults,
  READ_FAULTS,
  WRITE_FAULTS,
} from '../../../../scripts/faults/covers-faults';
import { proveReadRecovers, proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { expectSnackbar, snackbarsShowing } from '../../../../tests/utils/snackbars';
import { signInAs } from '../../../../tests/utils/session';
import { InboxScreen } from './inbox-screen';

/** The inbox when the API fails: each read says so in place with a retry, a reply keeps its text. */

const PRACTICE = findPractice(HISTORY_PRACTICE.id)!;

beforeEach(() => {
  signInAs('clinic');
});

/** A conversation that waits for staff, with a patient the reply box can write to by SMS. */
const waitingConversation = () =>
  practiceInbox(PRACTICE.id, new Date()).conversations.find(
    ({ summary }) => summary.needsReply && summary.patient,
  )!.summary;

const renderInbox = (conversationId?: string) =>
  renderWithFeedback(<InboxScreen practice={PRACTICE} {...(conversationId ? { conversationId } : {})} />, {
    path: `/communications/inbox${conversationId ? `/${conversationId}` : ''}`,
  });

const UPDATE_FAILED = 'The conversation could not be changed. Try again in a moment.';

const messagesList = () => screen.findByRole('list', { name: 'Messages' });

describe.each(READ_FAULTS)('the inbox when a read gets %s', (fault) => {
  it('says the list failed in place, and Try again brings the conversations', async () => {
    coversFaults('communicationsInbox', 'getConversations', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getConversations',
        render: () => renderInbox(),
        data: () => screen.findByRole('tab', { name: /^Needs a reply \(\d+\)$/ }),
        failure: /The conversations could not be loaded/,
      },
      fault,
    );
  });

  it('says the conversation failed in place, and Try again brings its messages', async () => {
    coversFaults('communicationsInbox', 'getConversation', READ_FAULTS);
    const { id } = waitingConversation();
    await proveReadRecovers(
      {
        operationId: 'getConversation',
        render: () => renderInbox(id),
        data: messagesList,
        failure: /This conversation could not be loaded/,
      },
      fault,
    );
  });
});

describe.each(WRITE_FAULTS)('a reply when sending gets %s', (fault) => {
  it('keeps the typed text and says the failure in the form', async () => {
    coversFaults('communicationsInbox', 'replyToConversation', WRITE_FAULTS);
    const { id } = waitingConversation();
    const text = 'Bonjour, nous vous rappelons cet après-midi.';
    const textbox = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Message/ });
    await proveWriteKeepsInput(
      {
        operationId: 'replyToConversation',
        fill: async (user) => {
          renderInbox(id);
          await messagesList();
          const field = screen.getByRole('textbox', { name: /Message/ });
          await user.type(field, text);
          const form = field.closest('form')!;
          return { form, kept: () => expect(textbox(form)).toHaveValue(text) };
        },
        submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Send' })),
        field: { name: 'text', control: textbox },
      },
      fault,
    );
  });
});

describe.each(['status-500', 'network', 'status-400'] as const)(
  'closing a conversation when it gets %s',
  (fault) => {
    it('says the change failed and the conversation stays open', async () => {
      coversActionFaults('communicationsInbox', 'updateConversation', [
        'status-500',
        'network',
        'status-400',
      ]);
      const { id } = waitingConversation();
      await proveActionSaysFailure(
        {
          operationId: 'updateConversation',
          open: async () => {
            renderInbox(id);
            await messagesList();
          },
          act: (user) => user.click(screen.getByRole('button', { name: 'Mark as done' })),
          said: async () => {
            await expectSnackbar(UPDATE_FAILED);
            return snackbarsShowing(UPDATE_FAILED)[0]!;
          },
          unchanged: () => {
            expect(screen.getByRole('button', { name: 'Mark as done' })).toBeVisible();
            expect(practiceInbox(PRACTICE.id, new Date()).byId.get(id)?.summary.done).toBe(false);
          },
        },
        fault,
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as done' })).toBeEnabled());
    });
  },
);
