import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { OfflineBanner } from './offline-banner';
import { isTrackedMutation } from './query-meta';
import type { Mutation } from '@tanstack/react-query';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('shows while the browser is offline, and goes when it is back', async () => {
    renderWithProviders(<OfflineBanner />, { locale: 'fr' });
    expect(screen.queryByText('Aucune connexion')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('Aucune connexion')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText('Aucune connexion')).not.toBeInTheDocument();
  });
});

describe('the global spinner and a save paused offline', () => {
  const mutation = (isPaused: boolean) =>
    ({ state: { status: 'pending', isPaused }, options: {} }) as unknown as Mutation;

  it('tracks a save under way, not one waiting for the network', () => {
    expect(isTrackedMutation(mutation(false))).toBe(true);
    expect(isTrackedMutation(mutation(true))).toBe(false);
  });
});
