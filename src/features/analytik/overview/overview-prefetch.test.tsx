import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { CLINIC_ADMIN_PRACTICES } from '../../../../mocks/db/practice-directory';
import { recordApiReads } from '../../../../tests/utils/api-reads';
import { signInAs } from '../../../../tests/utils/session';
import { prefetchAnalytikOverview } from './overview-prefetch';
import { OverviewScreen } from './overview-screen';

const [plateau, ...others] = CLINIC_ADMIN_PRACTICES.map(({ id, name }) => ({ id, name }));
const practices = [{ ...plateau!, activeModules: ['Analytik'] }, ...others];

let recording: ReturnType<typeof recordApiReads>;
beforeEach(() => {
  signInAs('clinic');
  window.history.replaceState(null, '', '/analytik');
  recording = recordApiReads('/analytik/');
});
afterEach(() => recording.stop());

describe('prefetchAnalytikOverview', () => {
  it("asks for the overview's reads before it opens, and the overview asks for nothing more", async () => {
    const queryClient = createQueryClient();
    await prefetchAnalytikOverview(queryClient, plateau!.id);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = [...recording.reads];
    // The definitions, the practice's running year and the year before it.
    expect(asked).toHaveLength(3);
    renderWithFeedback(<OverviewScreen practices={practices} />, { path: '/analytik', queryClient });
    const current = await screen.findByRole('region', { name: plateau!.name });
    await waitFor(() => expect(within(current).getAllByRole('article')).toHaveLength(17));
    expect(recording.reads).toEqual(asked);
  });
});
