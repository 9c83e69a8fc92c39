import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { coversFaults, READ_FAULTS } from '../../../scripts/faults/covers-faults';
import { faultFor, proveReadRecovers } from '../../../scripts/faults/fault-cases';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { signInAs } from '../../../tests/utils/session';
import { AuditLog } from './audit-log';
import { AuditPracticeFilter } from './audit-practice-filter';

/** The audit log when the API fails: said in place, with a retry, on both pages. */

beforeEach(() => {
  signInAs('sysadmin');
});

const TOTAL = /^[\d,]+ entries$/;

const pages = [
  { name: 'the practice’s log', practiceId: HISTORY_PRACTICE.id, path: '/audit-log' },
  { name: 'the administration’s log', practiceId: undefined, path: '/admin/audit-log' },
] as const;

const renderLog = (practiceId: string | undefined, path: string, saveFile: SaveFile = vi.fn<SaveFile>()) =>
  renderWithFeedback(<AuditLog practiceId={practiceId} saveFile={saveFile} />, { path });

describe.each(READ_FAULTS)('the audit log when a read gets %s', (fault) => {
  it.each(pages)('$name says the list failed in place, and Try again brings the entries', async (page) => {
    coversFaults(['auditLog', 'adminAuditLog'], 'getAuditLog', READ_FAULTS);
    await proveReadRecovers(
      {
        operationId: 'getAuditLog',
        render: () => renderLog(page.practiceId, page.path),
        data: () => screen.findByText(TOTAL),
      },
      fault,
    );
  });
});

describe.each(['status-500', 'network', 'timeout'] as const)(
  'the audit log export when it gets %s',
  (fault) => {
    it.each(pages)(
      '$name says in place that the file could not be prepared, and Try again saves it',
      async (page) => {
        coversFaults(['auditLog', 'adminAuditLog'], 'exportAuditLog', ['status-500', 'network', 'timeout']);
        const saveFile = vi.fn<SaveFile>();
        await proveReadRecovers(
          {
            operationId: 'exportAuditLog',
            render: () => renderLog(page.practiceId, `${page.path}?action=CHANGED&from=2026-11-01`, saveFile),
            trigger: async (user) => {
              await screen.findByText(TOTAL);
              await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
            },
            data: () => waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1)),
            failure: /The file could not be prepared/,
          },
          fault,
        );
      },
    );
  },
);

describe.each(READ_FAULTS)('the administration’s log when the chosen practice’s name gets %s', (fault) => {
  it('filters on the practice all the same, naming it by its id', async () => {
    coversFaults('adminAuditLog', 'getPractice', READ_FAULTS);
    await injectFaults(faultFor('getPractice', fault));
    renderWithFeedback(<AuditLog practiceFilter={AuditPracticeFilter} />, {
      path: `/admin/audit-log?practiceId=${HISTORY_PRACTICE.id}`,
    });
    expect(await screen.findByText(TOTAL)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Practice' });
    await waitFor(() => expect(picker).toHaveValue(HISTORY_PRACTICE.id));
    // Every entry listed is the chosen practice's: the failed name did not widen the filter.
    const practices = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(practices.length).toBeGreaterThan(0);
    expect(practices.every((text) => text.includes(HISTORY_PRACTICE.name))).toBe(true);
  });
});
