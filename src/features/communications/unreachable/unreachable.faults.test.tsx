import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { findPractice } from '../../../../mocks/db/practices';
import { coversFaults, READ_FAULTS } from '../../../../scripts/faults/covers-faults';
import { proveReadRecovers } from '../../../../scripts/faults/fault-cases';
import { signInAs } from '../../../../tests/utils/session';
import { UnreachablePatients } from './unreachable-patients';

/** The patients no message reaches when the API fails: said in place, with a retry. */

const PRACTICE = findPractice(HISTORY_PRACTICE.id)!;

beforeEach(() => {
  signInAs('clinic');
});

const renderList = (saveFile: SaveFile = vi.fn<SaveFile>()) =>
  renderWithFeedback(<UnreachablePatients practice={PRACTICE} saveFile={saveFile} />, {
    path: '/communications/unreachable',
  });

describe.each(READ_FAULTS)('the unreachable patients when a read gets %s', (fault) => {
  it('says the list failed in place, and Try again brings the patients', async () => {
    coversFaults('communicationsUnreachable', 'getUnreachablePatients', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getUnreachablePatients',
        render: () => renderList(),
        data: () => screen.findByText(/^[\d,]+ patients$/),
      },
      fault,
    );
  });
});

describe.each(['status-500', 'network', 'timeout'] as const)(
  'the unreachable patients export when it gets %s',
  (fault) => {
    it('says in place that the file could not be prepared, and Try again saves it', async () => {
      coversFaults('communicationsUnreachable', 'exportUnreachablePatients', [
        'status-500',
        'network',
        'timeout',
      ]);
      const saveFile = vi.fn<SaveFile>();
      await proveReadRecovers(
        {
          operationId: 'exportUnreachablePatients',
          render: () => renderList(saveFile),
          trigger: async (user) => {
            await screen.findByText(/^[\d,]+ patients$/);
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
