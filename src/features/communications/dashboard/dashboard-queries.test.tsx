import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPractice } from '@/api/generated/practices/practices';
import { createQueryClient } from '@/api/query-client';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { HISTORY_PRACTICE } from '../../../../mocks/db/practice-directory';
import { recordApiReads } from '../../../../tests/utils/api-reads';
import { signInAs } from '../../../../tests/utils/session';
import { CommunicationsDashboard } from './communications-dashboard';
import { prefetchCommunicationsDashboard } from './dashboard-queries';

let recording: ReturnType<typeof recordApiReads>;
beforeEach(() => {
  signInAs('clinic');
  recording = recordApiReads('/communication/');
});
afterEach(() => recording.stop());

const prefetchedHome = async (search: string) => {
  const { timezone } = await getPractice(HISTORY_PRACTICE.id);
  const queryClient = createQueryClient();
  prefetchCommunicationsDashboard({ queryClient, practice: { id: HISTORY_PRACTICE.id, timezone }, search });
  // Every read the home makes has been asked for before it renders…
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const asked = [...recording.reads];
  renderWithFeedback(<CommunicationsDashboard practiceId={HISTORY_PRACTICE.id} timezone={timezone} />, {
    path: `/communications/admin${search}`,
    queryClient,
  });
  return asked;
};

describe('prefetchCommunicationsDashboard', () => {
  it("asks for the home's reads before it renders, and the home asks for nothing more", async () => {
    const asked = await prefetchedHome('');
    expect(asked).toHaveLength(3);
    // …so the home shows its kinds, its week and its statistics from what has arrived.
    expect(await screen.findByRole('heading', { name: 'Appointment notifications', level: 3 })).toBeVisible();
    expect(await screen.findAllByRole('link', { name: /planned in the next 7 days$/ })).toHaveLength(3);
    expect(await screen.findByText('Messages sent', { selector: 'dt' })).toBeVisible();
    expect(recording.reads).toEqual(asked);
  });

  it("reads the statistics of the period the address names, not this month's", async () => {
    const asked = await prefetchedHome('?period=custom&from=2026-10-01&to=2026-10-31');
    expect(asked.filter((read) => read.includes('/stats'))).toEqual([
      expect.stringContaining('startAt=2026-10-01&endAt=2026-10-31'),
    ]);
    expect(await screen.findByText('Messages sent', { selector: 'dt' })).toBeVisible();
    expect(recording.reads).toEqual(asked);
  });
});
