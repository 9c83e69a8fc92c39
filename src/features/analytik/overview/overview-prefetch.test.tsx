import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { renderWithFeedback } from '@/components/feedback/feedback-harness';
import { CLINIC_ADMIN_PRACTICES } from '../../../../mocks/db/practice-directory';
import { server } from '../../../../mocks/node';
import { signInAs } from '../../../../tests/utils/session';
import { prefetchAnalytikOverview } from './overview-prefetch';
import { OverviewScreen } from './overview-screen';

const [plateau, ...others] = CLINIC_ADMIN_PRACTICES.map(({ id, name }) => ({ id, name }));
const practices = [{ ...plateau!, activeModules: ['Analytik'] }, ...others];

/** The Analytik reads the API receives during the test, as "path?query". */
const recordAnalytikReads = () => {
  const reads: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname, search } = new URL(request.url);
    if (request.method === 'GET' && pathname.includes('/analytik/')) reads.push(`${pathname}${search}`);
  };
  server.events.on('request:start', listener);
  return { reads, stop: () => server.events.removeListener('request:start', listener) };
};

let recording: ReturnType<typeof recordAnalytikReads>;
beforeEach(() => {
  signInAs('clinic');
  window.history.replaceState(null, '', '/analytik');
  recording = recordAnalytikReads();
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
