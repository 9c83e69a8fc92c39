import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { findPractice } from '../../../../mocks/db/practices';
import { coversFaults, READ_FAULTS, WRITE_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveReadRecovers, proveWriteKeepsInput } from '../../../../scripts/faults/fault-cases';
import { layoutForFocus, openedDialog } from '../../../../tests/utils/dialogs';
import { signInAs } from '../../../../tests/utils/session';
import { ConsentRegister } from './consent-register';

/** The consent register when the API fails: said in place, with a retry; the dialog keeps its choices. */

const PRACTICE = findPractice(HISTORY_PRACTICE.id)!;
const COUNTS = 'Patients by consent, today';

layoutForFocus();

beforeEach(() => {
  signInAs('clinic');
});

const renderRegister = (saveFile: SaveFile = vi.fn<SaveFile>()) =>
  renderWithFeedback(<ConsentRegister practice={PRACTICE} canManage saveFile={saveFile} />, {
    path: '/communications/consent',
  });

describe.each(READ_FAULTS)('the consent register when a read gets %s', (fault) => {
  it('says the counts failed in place, and Try again brings them', async () => {
    coversFaults('communicationsConsent', 'getConsentRegister', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getConsentRegister',
        render: () => renderRegister(),
        data: () => screen.findByRole('table', { name: COUNTS }),
      },
      fault,
    );
  });

  it('says the lapsing consents failed in place, and Try again brings them', async () => {
    coversFaults('communicationsConsent', 'getLapsingConsents', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getLapsingConsents',
        render: () => renderRegister(),
        data: () => screen.findByText(/^[\d,]+ patients$/),
      },
      fault,
    );
  });
});

describe.each(['status-500', 'network', 'timeout'] as const)(
  'the consent export when it gets %s',
  (fault) => {
    it('says in place that the file could not be prepared, and Try again saves it', async () => {
      coversFaults('communicationsConsent', 'exportConsentRegister', ['status-500', 'network', 'timeout']);
      const saveFile = vi.fn<SaveFile>();
      await proveReadRecovers(
        {
          operationId: 'exportConsentRegister',
          render: () => renderRegister(saveFile),
          trigger: async (user) => {
            await screen.findByRole('table', { name: COUNTS });
            await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
          },
          data: () => waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1)),
          failure: /The file could not be prepared/,
        },
        fault,
      );
    });
  },
);

describe.each(WRITE_FAULTS.filter((fault) => fault !== 'status-409'))(
  'recording a consent when it gets %s',
  (fault) => {
    it('says why in the dialog and keeps the choices made', async () => {
      coversFaults('communicationsConsent', 'recordConsent', ['status-500', 'network', 'status-400']);
      const channel = (form: HTMLElement) => within(form).getByRole('checkbox', { name: 'Email' });
      await proveWriteKeepsInput(
        {
          operationId: 'recordConsent',
          fill: async (user) => {
            renderRegister();
            await screen.findByText(/^[\d,]+ patients$/);
            await user.click(screen.getAllByRole('button', { name: /^Record consent for/ })[0]!);
            const form = await openedDialog('Record express consent to recalls');
            await user.click(within(form).getByRole('radio', { name: 'French' }));
            return {
              form,
              kept: () => expect(within(form).getByRole('radio', { name: 'French' })).toBeChecked(),
            };
          },
          submit: (user, form) => user.click(within(form).getByRole('button', { name: 'Record' })),
          field: { name: 'channel', control: channel },
        },
        fault,
      );
    });
  },
);
