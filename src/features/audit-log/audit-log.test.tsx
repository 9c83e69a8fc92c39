import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { signInAs } from '../../../tests/utils/session';
import { AuditLog } from './audit-log';
import { AuditPracticeFilter } from './audit-practice-filter';
import { bodyRows, cellsOf, currentUrl, headersOf, shownTotal } from './audit-log.test-support';

beforeEach(() => {
  signInAs('sysadmin');
});

const renderAdminLog = (path = '/admin/audit-log', locale: 'en' | 'fr' = 'en') =>
  renderWithFeedback(<AuditLog practiceFilter={AuditPracticeFilter} />, { path, locale });

/** The pager's words; a page of 100,000 entries sorted the other way may take a moment on a busy machine. */
const findPage = (page: number) =>
  screen.findByText(new RegExp(`^Page ${page} of [\\d,]+$`), {}, { timeout: 5000 });

/**
 * "Next page", pressed once it is wired: a click right as the first page shows was seen to land on
 * a pager React was replacing (in this file only, on a loaded machine), so the button is looked up
 * again until the URL moves. One press moves it once: the check stops at the first that does.
 */
const nextPage = (location: { history?: string[] }) => {
  const from = currentUrl(location);
  return waitFor(() => {
    if (currentUrl(location) === from) fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentUrl(location)).not.toBe(from);
  });
};

const WHEN = /^\d{4}-\d{2}-\d{2}, \d{1,2}:\d{2}\s[ap]\.m\.$/;

describe('AuditLog (administration)', () => {
  it('shows the newest entries of every practice, each in words, under what the log is', async () => {
    renderAdminLog();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByText(/nobody can change or delete one/)).toBeInTheDocument();
    expect(await shownTotal()).toBeGreaterThanOrEqual(100_000);
    expect(headersOf()).toEqual(['When (Eastern time)', 'Who', 'Practice', 'What', 'Changes']);
    expect(screen.getByRole('columnheader', { name: 'When (Eastern time)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(bodyRows()).toHaveLength(50);
    for (const row of bodyRows()) {
      const [when, who, , what] = cellsOf(row);
      expect(when).toMatch(WHEN);
      expect(who).toMatch(/(Clinic staff|Provider staff)$/);
      expect(what).toMatch(/^(Created|Changed|Deleted|Exported|Viewed|Signed in|Signed out) · /);
    }
    expect(screen.getByText(/^Page 1 of [\d,]+$/)).toBeInTheDocument();
    // The table scrolls in its own region on a narrow screen, reachable from the keyboard.
    expect(screen.getByRole('region', { name: 'Audit log entries' })).toHaveAttribute('tabindex', '0');
  });

  it('pages and sorts through the URL, and a link to that view shows the same rows', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderAdminLog();
    await findPage(1);
    await nextPage(location);
    await findPage(2);
    await user.click(screen.getByRole('button', { name: 'When (Eastern time)' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'When (Eastern time)' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await nextPage(location);
    await findPage(2);
    const url = currentUrl(location);
    expect(url).toBe('/admin/audit-log?page=2&sort=at%3Aasc');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Audit log entries' })).toHaveAttribute('aria-busy', 'false'),
    );
    const rows = bodyRows().map(cellsOf);
    unmount();

    renderAdminLog(url);
    await findPage(2);
    await waitFor(() => expect(bodyRows().map(cellsOf)).toEqual(rows));
  });

  it('filters by person, action, subject and period on Apply, and clears them', async () => {
    const user = userEvent.setup();
    const { location } = renderAdminLog();
    const everything = await shownTotal();
    await user.type(screen.getByRole('textbox', { name: 'Person' }), 'bouchard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'CHANGED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'About' }), 'COMMUNICATION_SETTINGS');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-06-30');
    expect(currentUrl(location)).toBe('/admin/audit-log');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentUrl(location)).toBe(
        '/admin/audit-log?person=bouchard&action=CHANGED&subjectType=COMMUNICATION_SETTINGS&from=2026-01-01&to=2026-06-30',
      ),
    );
    await waitFor(async () => expect(await shownTotal()).toBeLessThan(everything));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Audit log entries' })).toHaveAttribute('aria-busy', 'false'),
    );
    for (const row of bodyRows()) {
      const [when = '', who = '', , what, changes] = cellsOf(row);
      expect(who.toLowerCase()).toContain('bouchard');
      expect(what).toMatch(/^Changed · Communications settings/);
      expect(when.slice(0, 10) >= '2026-01-01' && when.slice(0, 10) <= '2026-06-30').toBe(true);
      expect(changes).toMatch(/^.+: .+ → .+/);
    }
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/admin/audit-log'));
    expect(await shownTotal()).toBe(everything);
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it('refuses a period that ends before it starts, at the field, and says which zone its days are in', async () => {
    const user = userEvent.setup();
    const { location } = renderAdminLog();
    await shownTotal();
    expect(
      screen.getByText('Both days included. Days and times are Eastern time, as in the exported file.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-06-30');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Choose a day on or after the first day of the period'),
    ).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/admin/audit-log');
  });

  it('filters on one practice chosen in the picker, and names it again from a link', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderAdminLog();
    await shownTotal();
    const picker = screen.getByRole('combobox', { name: 'Practice' });
    await user.type(picker, 'Plateau');
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${HISTORY_PRACTICE.name}`) }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentUrl(location)).toBe(`/admin/audit-log?practiceId=${HISTORY_PRACTICE.id}`),
    );
    await waitFor(() => bodyRows().forEach((row) => expect(cellsOf(row)[2]).toBe(HISTORY_PRACTICE.name)));
    const url = currentUrl(location);
    unmount();

    renderAdminLog(url);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Practice' })).toHaveValue(HISTORY_PRACTICE.name),
    );
  });

  it('shows a change whole on demand: long values shortened, then every change and value', async () => {
    const user = userEvent.setup();
    renderAdminLog('/admin/audit-log?action=CHANGED&subjectType=TEMPLATE');
    await shownTotal();
    const row = bodyRows().find((candidate) => within(candidate).queryByRole('button', { name: 'Show all' }));
    expect(row).toBeDefined();
    const shortened = cellsOf(row!)[4];
    expect(shortened).toContain('…');
    await user.click(within(row!).getByRole('button', { name: 'Show all' }));
    expect(within(row!).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(cellsOf(row!)[4]!.length).toBeGreaterThan(shortened!.length);
  });

  it('says in place that the log could not be loaded, and loads it again', async () => {
    const user = userEvent.setup();
    await injectFaults({ operationId: 'getAuditLog', status: 503, times: 3 });
    renderAdminLog();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await shownTotal()).toBeGreaterThanOrEqual(100_000);
  });

  it('speaks French, with the OQLF’s spacing', async () => {
    renderAdminLog('/admin/audit-log', 'fr');
    expect(await shownTotal()).toBeGreaterThanOrEqual(100_000);
    expect(headersOf()).toEqual([
      'Date et heure (heure de l’Est)',
      'Personne',
      'Clinique',
      'Activité',
      'Modifications',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Journal des activités' })).toBeInTheDocument();
  });
});
