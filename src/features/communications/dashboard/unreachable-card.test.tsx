import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUnreachablePatients } from '@/api/generated/communication/communication';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { signInAs } from '../../../../tests/utils/session';
import { CommunicationsDashboard } from './communications-dashboard';
import { UnreachableCard } from './unreachable-card';

beforeEach(() => {
  signInAs('clinic');
});

const renderDashboard = async (locale: 'en' | 'fr') => {
  const { timezone } = await getPractice(HISTORY_PRACTICE.id);
  return renderWithFeedback(
    <CommunicationsDashboard practiceId={HISTORY_PRACTICE.id} timezone={timezone} />,
    { path: '/communications/admin', locale },
  );
};

describe('the unreachable patients card', () => {
  it('counts the patients no channel reaches, as their list does, and leads to it', async () => {
    const { meta } = await getUnreachablePatients(HISTORY_PRACTICE.id, { pageSize: 1 });
    expect(meta.totalItems).toBeGreaterThan(1);
    await renderDashboard('en');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Patients we cannot reach' })).closest(
      'section',
    )!;
    expect(
      within(card).getByText(
        `${meta.totalItems} patients get no automated message: neither SMS nor email reaches them.`,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the patients and why' })).toHaveAttribute(
      'href',
      '/communications/unreachable',
    );
  });

  it('says it in French', async () => {
    const { meta } = await getUnreachablePatients(HISTORY_PRACTICE.id, { pageSize: 1 });
    await renderDashboard('fr');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Patients injoignables' })).closest(
      'section',
    )!;
    // With the no-break spaces the OQLF asks for, which the text matchers would turn into spaces.
    expect(card.textContent).toContain(
      `${meta.totalItems}\u00a0patients ne reçoivent aucun message automatisé\u00a0: ni les SMS ni les courriels ne les joignent.`,
    );
    expect(within(card).getByRole('link', { name: 'Voir les patients et pourquoi' })).toBeInTheDocument();
  });

  it('says so when every patient can be reached, with no link', () => {
    renderWithFeedback(<UnreachableCard count={0} />, { path: '/communications/admin', locale: 'en' });
    expect(screen.getByText('Every patient can be reached by SMS or email.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
