import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Practice } from '@/api/generated/practices/model';
import { getPractice } from '@/api/generated/practices/practices';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { toCurrentPractice } from '@/lib/session/current-practice';
import { HISTORY_PRACTICE } from '../../../mocks/db/practice-directory';
import { signInAs } from '../../../tests/utils/session';
import { CommunicationsDashboard } from './dashboard/communications-dashboard';
import { UpcomingScreen } from './upcoming/upcoming-screen';

/**
 * A backend may send a time zone the contract does not list: one that merely matches the old
 * pattern, as a mock generating answers from the contract did. The session reads the practice in
 * its province's zone (practice-time-zone.ts), so the screens that count days still show.
 */
beforeEach(() => {
  signInAs('clinic');
});

const withDriftingZone = async () => {
  const practice = await getPractice(HISTORY_PRACTICE.id);
  const drifting = { ...practice, timezone: 'tSqAyJUD/e1Igx/FY8' } as unknown as Practice;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { details } = toCurrentPractice(
    { id: practice.id, name: practice.name, role: 'practice-user' },
    drifting,
  );
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('tSqAyJUD/e1Igx/FY8'));
  warn.mockRestore();
  return details;
};

describe('a practice whose time zone the portal does not know', () => {
  it('is read in its province’s zone', async () => {
    expect((await withDriftingZone()).timezone).toBe('America/Toronto');
  });

  it('still shows its dashboard, with the week’s planned messages', async () => {
    const details = await withDriftingZone();
    renderWithFeedback(<CommunicationsDashboard practiceId={details.id} timezone={details.timezone} />, {
      path: '/communications/admin',
    });
    const card = (
      await screen.findByRole('heading', { name: 'Appointment notifications', level: 3 })
    ).closest('li')!;
    expect(within(card).getByText(/^(On|Off|Turning on…|Turning off…|Not set up)$/)).toBeInTheDocument();
  });

  it('still shows its upcoming messages, day by day', async () => {
    renderWithFeedback(<UpcomingScreen practice={await withDriftingZone()} />, {
      path: '/communications/upcoming',
    });
    expect(await screen.findByText(/^(No message|[\d,]+ messages?) from /)).toBeInTheDocument();
  });
});
