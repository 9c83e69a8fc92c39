import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { recordApiReads } from '../../../tests/utils/api-reads';
import { renderSignedIn } from '../../../tests/utils/render-app';

let recording: ReturnType<typeof recordApiReads>;
beforeEach(() => {
  recording = recordApiReads('/analytik/');
});
afterEach(() => recording.stop());

describe('the first clicks prepared ahead', () => {
  it('opens the Analytik overview with its figures from what a screen left open prepared', async () => {
    renderSignedIn('clinic', '/communications/history');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    // The screen has loaded; a few seconds later the overview's reads have been made.
    await waitFor(() => expect(recording.reads).toHaveLength(3), { timeout: 10_000 });
    // Asked again now, they would fail: the overview shows what was prepared.
    await injectFaults([
      { operationId: 'getMetrics', status: 503 },
      { operationId: 'getPracticeMetrics', status: 503 },
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Analytik overview' }));
    const current = await screen.findByRole('region', { name: 'Clinique dentaire du Plateau' });
    await waitFor(() => expect(within(current).getAllByRole('article')).toHaveLength(17));
    expect(recording.reads).toHaveLength(3);
  });
});
