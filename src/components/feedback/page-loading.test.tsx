import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading, preloadPageLoading } from './page-loading';
import { SPINNER_SHOW_DELAY_MS } from './spinner-delay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PageLoading', () => {
  it('shows nothing for a quick load, then a labelled spinner', async () => {
    await preloadPageLoading();
    render(<PageLoading label="Loading…" />);
    await act(() => vi.advanceTimersByTimeAsync(SPINNER_SHOW_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('never shows once the page has loaded within the delay', async () => {
    await preloadPageLoading();
    const { unmount } = render(<PageLoading label="Loading…" />);
    await act(() => vi.advanceTimersByTimeAsync(SPINNER_SHOW_DELAY_MS / 2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(SPINNER_SHOW_DELAY_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
