import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getCommunicationPreferences,
  updateCommunicationPreference,
} from '@/api/generated/communication/communication';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { CLINIC_ADMIN_PRACTICES, HISTORY_PRACTICE, PRACTICES } from '../../../mocks/db/practice-directory';
import { signInAs } from '../../../tests/utils/session';
import { AuditLog } from './audit-log';
import { AuditPracticeFilter } from './audit-practice-filter';
import { bodyRows, cellsOf, headersOf, shownTotal } from './audit-log.test-support';

beforeEach(() => {
  signInAs('clinic');
});

const FORBIDDEN = /^Only the practice’s administrators and the provider’s system administrators can read/;

/** A communications setting's send hour moved by one, through the offline API, as the settings page does. */
const changeSendHour = async (practiceId: string) => {
  const preferences = await getCommunicationPreferences(practiceId);
  const preference = preferences.find((candidate) => candidate.sendHour !== undefined)!;
  const before = preference.sendHour!;
  const after = before === 10 ? 11 : 10;
  await updateCommunicationPreference(practiceId, preference.id, { sendHour: after });
  return { before, after };
};

describe('AuditLog, what each caller may read', () => {
  it('shows a practice’s managers only their practice’s entries, never the provider’s own', async () => {
    // The administration page's view, asked by a practice administrator: the server keeps to
    // the practices they manage.
    renderWithFeedback(<AuditLog practiceFilter={AuditPracticeFilter} />, {
      path: '/admin/audit-log?pageSize=100',
    });
    expect(await shownTotal()).toBeGreaterThan(0);
    expect(headersOf()[2]).toBe('Practice');
    const managed = new Set(CLINIC_ADMIN_PRACTICES.map((practice) => practice.name));
    const practices = new Set(bodyRows().map((row) => cellsOf(row)[2]));
    expect([...practices].every((name) => managed.has(name!))).toBe(true);
    expect(practices.has('No practice')).toBe(false);
  });

  it('lists the practice page’s own practice, without a practice column or filter', async () => {
    renderWithFeedback(<AuditLog practiceId={HISTORY_PRACTICE.id} />, { path: '/audit-log' });
    expect(await shownTotal()).toBeGreaterThan(0);
    expect(headersOf()).toEqual(['When (Eastern time)', 'Who', 'What', 'Changes']);
    expect(screen.queryByRole('combobox', { name: 'Practice' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Who did what in this practice through the portal/)).toBeInTheDocument();
  });

  it('says in words who may read the log to a clinic user who is not a manager', async () => {
    signInAs('unconfirmed');
    const practice = PRACTICES.find((candidate) => candidate.name === 'Clinique dentaire Longueuil')!;
    renderWithFeedback(<AuditLog practiceId={practice.id} />, { path: '/audit-log' });
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).not.toBeInTheDocument();
  });

  it('says the same without asking the server when the role already tells', () => {
    renderWithFeedback(<AuditLog practiceId={HISTORY_PRACTICE.id} forbidden />, { path: '/audit-log' });
    expect(screen.getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('shows a settings change made through the portal, with the value before and after', async () => {
    const { before, after } = await changeSendHour(HISTORY_PRACTICE.id);
    renderWithFeedback(<AuditLog practiceId={HISTORY_PRACTICE.id} />, {
      path: '/audit-log?action=CHANGED&subjectType=COMMUNICATION_SETTINGS',
    });
    await shownTotal();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const [, who, what, changes] = cellsOf(bodyRows()[0]!);
    expect(who).toMatch(/Clinic staff$/);
    expect(what).toMatch(/^Changed · Communications settings/);
    expect(changes).toContain(`sendHour: ${before} → ${after}`);
  });

  it('shows it in French with the OQLF’s spacing', async () => {
    const { before, after } = await changeSendHour(HISTORY_PRACTICE.id);
    renderWithFeedback(<AuditLog practiceId={HISTORY_PRACTICE.id} />, {
      path: '/audit-log?action=CHANGED&subjectType=COMMUNICATION_SETTINGS',
      locale: 'fr',
    });
    await shownTotal();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const [, who, what, changes] = cellsOf(bodyRows()[0]!);
    expect(who).toMatch(/Personnel de la clinique$/);
    expect(what).toMatch(/^Modification · Réglages des communications/);
    expect(changes).toContain(`sendHour\u00a0: ${before} → ${after}`);
  });
});
