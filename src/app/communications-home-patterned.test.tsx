import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfflineDataMode } from '../../mocks/node';
import { renderSignedIn } from '../../tests/utils/render-app';

/**
 * The communications home with answers a mock built from the contracts could send: the offline
 * API's generated:patterns mode, whose strings are drawn from the contracts' patterns
 * (mocks/README.md, "Data modes"). The whole app, from the session's load to the guard: with a
 * time zone drawn from a pattern, a practice without the module threw while rendering before
 * "Not available" showed (React error #520). A console error fails the test
 * (tests/setup/vitest.setup.ts).
 */
const openHome = () => renderSignedIn('clinic', '/communications/admin');

let restore: (() => Promise<void>) | undefined;
beforeEach(() => {
  restore = undefined;
  // A generated answer is seeded by its request, and the screens ask for periods that end today:
  // the worlds below are the ones of this day, whatever the day the suite runs (only the date is
  // pinned; timers run as usual).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T17:00:00Z') });
});
afterEach(async () => {
  await restore?.();
  vi.useRealTimers();
});

describe('the communications home with strings drawn from the contracts’ patterns', () => {
  // Worlds 8 and 14: the session's practice lacks the module (the worlds move when a contract does).
  it.each([8, 14])('says the module is not available, and nothing else, in world %i', async (seed) => {
    restore = useOfflineDataMode({ kind: 'generated', seed, patterns: 'drawn' });
    const location = openHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/not-supported');
  });

  it.each([1, 2, 3, 7])('shows the three kinds and the statistics in world %i', async (seed) => {
    restore = useOfflineDataMode({ kind: 'generated', seed, patterns: 'drawn' });
    openHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automated communications' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hygiene recalls', level: 3 })).toBeInTheDocument();
  });
});

describe('the upcoming messages with strings drawn from the contracts’ patterns', () => {
  it('heads each place of a day the answer lists apart (world 67)', async () => {
    restore = useOfflineDataMode({ kind: 'generated', seed: 67, patterns: 'drawn' });
    renderSignedIn('clinic', '/communications/upcoming');
    const list = await screen.findByRole(
      'region',
      { name: 'Upcoming messages, day by day' },
      { timeout: 10_000 },
    );
    // The answer's messages are in no order: November 21, 2024 comes twice, apart. (A world whose
    // draws give that: a change to the upcoming messages' contract moves every draw after it.)
    expect(
      within(list).getAllByRole('heading', { level: 2, name: 'Thursday, November 21, 2024' }),
    ).toHaveLength(2);
  });
});

describe('the statistics with strings drawn from the contracts’ patterns', () => {
  it('lists a day the answer names twice on two rows, neither lost (world 2)', async () => {
    restore = useOfflineDataMode({ kind: 'generated', seed: 2, patterns: 'drawn' });
    renderSignedIn('clinic', '/communications/admin');
    const day = await screen.findAllByRole('rowheader', { name: 'February 16, 2020' }, { timeout: 10_000 });
    expect(day).toHaveLength(2);
  });
});
