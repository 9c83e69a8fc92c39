import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import type { SaveFile } from '@/utils/save-file';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { savedCsv } from '../../../tests/utils/saved-csv';
import { signInAs } from '../../../tests/utils/session';
import { AuditLog } from './audit-log';
import { bodyRows, cellsOf, shownTotal } from './audit-log.test-support';

beforeEach(() => {
  signInAs('clinic');
});

const renderLog = (path: string, locale: 'en' | 'fr' = 'en') => {
  const saveFile = vi.fn<SaveFile>();
  renderWithFeedback(<AuditLog practiceId={HISTORY_PRACTICE.id} saveFile={saveFile} />, { path, locale });
  return saveFile;
};

describe('the audit log export', () => {
  it('downloads every entry the filters find under the server’s name, and the export joins the log', async () => {
    const user = userEvent.setup();
    const saveFile = renderLog('/audit-log?action=CHANGED&from=2026-01-01&to=2026-06-30');
    const total = await shownTotal();
    expect(total).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));

    const file = await savedCsv(saveFile, ',');
    expect(file.name).toMatch(/^audit-log-2026-01-01-2026-06-30\.csv$/);
    expect(file.records).toHaveLength(total);
    expect(file.records.every((record) => record[4] === 'Changed')).toBe(true);

    // The page reads the log again: the export is its newest entry, by the person who made it.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[2]).toMatch(/^Exported · Audit log/));
  });

  it('writes French with semicolons, under the server’s French name', async () => {
    const user = userEvent.setup();
    const saveFile = renderLog('/audit-log?subjectType=COMMUNICATION_SETTINGS&from=2026-11-01', 'fr');
    const total = await shownTotal();
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    const file = await savedCsv(saveFile, ';');
    expect(file.name).toMatch(/^journal-audit-2026-11-01-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.records).toHaveLength(total);
    expect(file.records.every((record) => record[5] === 'Réglages des communications')).toBe(true);
  });

  it('says why there is nothing to export when the filters find nothing', async () => {
    renderLog('/audit-log?from=2001-01-01&to=2001-01-31');
    expect(
      await screen.findByText('No entry matches these filters. Change or clear them to see more.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No entry matches the filters: there is nothing to export.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says in place that the file could not be prepared, and tries again', async () => {
    const user = userEvent.setup();
    // The client tries three times (SPEC §9) before giving up.
    await injectFaults({ operationId: 'exportAuditLog', status: 503, times: 3 });
    const saveFile = renderLog('/audit-log?action=VIEWED&from=2026-10-01');
    expect(await shownTotal()).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(
      await screen.findByText('The file could not be prepared. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const file = await savedCsv(saveFile, ',');
    expect(file.records.length).toBeGreaterThan(0);
    expect(file.records.every((record) => record[4] === 'Viewed')).toBe(true);
  });
});
