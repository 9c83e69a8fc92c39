import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { getDeploymentGroups } from '@/api/generated/administration/administration';
import { useOfflineDataMode } from '../../mocks/node';
import { renderSignedIn } from '../../tests/utils/render-app';
import { signInAs } from '../../tests/utils/session';

/**
 * Lists with answers a mock built from the contracts could send (generated:patterns,
 * mocks/README.md): ids are small numbers there, so a list may give two records one id, and a
 * week's schedule may name a day twice; the contract forbids neither. Every entry keeps its row.
 * A console error (React's warning of a repeated key) fails the test
 * (tests/setup/vitest.setup.ts).
 */
let restore: (() => Promise<void>) | undefined;
afterEach(async () => {
  await restore?.();
  restore = undefined;
});

it('lists every deployment group of an answer that repeats an id, each on its row (world 2)', async () => {
  restore = useOfflineDataMode({ kind: 'generated', seed: 2, patterns: 'drawn' });
  signInAs('sysadmin');
  const groups = await getDeploymentGroups();
  const ids = groups.map((group) => group.id);
  expect(new Set(ids).size).toBeLessThan(ids.length);

  renderSignedIn('sysadmin', '/admin/deployment-groups');
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  // The header row and a row per group.
  expect(within(table).getAllByRole('row')).toHaveLength(groups.length + 1);
});

it('offers the practices list’s deployment-group filter without losing an option (world 2)', async () => {
  restore = useOfflineDataMode({ kind: 'generated', seed: 2, patterns: 'drawn' });
  signInAs('sysadmin');
  const groups = await getDeploymentGroups();
  renderSignedIn('sysadmin', '/admin/practices');
  const filter = await screen.findByRole('combobox', { name: 'Deployment group' }, { timeout: 10_000 });
  // "Any" and a choice per group, once the groups have come.
  await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(groups.length + 1));
});

it('shows each entry of a schedule that names a day twice (world 1)', async () => {
  restore = useOfflineDataMode({ kind: 'generated', seed: 1, patterns: 'drawn' });
  renderSignedIn('clinic', '/configuration');
  const days = await screen.findAllByRole('cell', { name: 'Tuesday' }, { timeout: 10_000 });
  expect(days).toHaveLength(2);
});
