import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { renderWithFeedback } from './feedback-harness';
import { SPINNER_SHOW_DELAY_MS } from './spinner-delay';
import { trackOperation } from './operation-tracker';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const spinner = () => screen.queryByRole('progressbar');
/** Settles work, then lets react-query deliver its batched notifications (a zero-delay timer). */
const settle = async (work: () => void) => {
  await act(async () => {
    work();
    await Promise.resolve();
  });
  await advance(0);
};

/** A promise settled by the test. */
const deferred = <T = void,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GlobalSpinner', () => {
  it('shows after a short delay while a tracked operation runs, with an announced label', async () => {
    renderWithFeedback(null);
    const save = deferred();
    act(() => void trackOperation(save.promise));

    await advance(SPINNER_SHOW_DELAY_MS - 1);
    expect(spinner()).not.toBeInTheDocument();
    await advance(1);
    expect(spinner()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');

    await settle(() => save.resolve());
    expect(spinner()).not.toBeInTheDocument();
  });

  it('never shows for a quick call, and hides when the operation fails', async () => {
    renderWithFeedback(null, { locale: 'fr' });
    const quick = deferred();
    act(() => void trackOperation(quick.promise));
    await advance(SPINNER_SHOW_DELAY_MS / 2);
    await settle(() => quick.resolve());
    await advance(SPINNER_SHOW_DELAY_MS);
    expect(spinner()).not.toBeInTheDocument();

    const failing = deferred();
    act(() => void trackOperation(failing.promise).catch(() => undefined));
    await advance(SPINNER_SHOW_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Veuillez patienter…');
    await settle(() => failing.reject(new Error('refused')));
    expect(spinner()).not.toBeInTheDocument();
  });

  it('shows for first loads and saves, not for background refetches or opted-out calls', async () => {
    const queryClient = createQueryClient();
    renderWithFeedback(null, { queryClient });

    const first = deferred<string>();
    act(() => void queryClient.prefetchQuery({ queryKey: ['first'], queryFn: () => first.promise }));
    await advance(SPINNER_SHOW_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    await settle(() => first.resolve('loaded'));
    expect(spinner()).not.toBeInTheDocument();

    const refetch = deferred<string>();
    act(
      () =>
        void queryClient.fetchQuery({ queryKey: ['first'], queryFn: () => refetch.promise, staleTime: 0 }),
    );
    const polling = deferred<string>();
    act(
      () =>
        void queryClient.prefetchQuery({
          queryKey: ['polling'],
          queryFn: () => polling.promise,
          meta: { globalSpinner: false },
        }),
    );
    await advance(SPINNER_SHOW_DELAY_MS * 2);
    expect(spinner()).not.toBeInTheDocument();
    await settle(() => {
      refetch.resolve('again');
      polling.resolve('quiet');
    });

    const save = deferred<string>();
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => save.promise });
    act(() => void mutation.execute(undefined));
    await advance(SPINNER_SHOW_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    await settle(() => save.resolve('saved'));
    expect(spinner()).not.toBeInTheDocument();
  });

  it('lets the keyboard go: it takes no focus and Escape hides it until the work ends', async () => {
    renderWithFeedback(<input aria-label="name" />);
    const field = screen.getByRole('textbox', { name: 'name' });
    field.focus();
    const save = deferred();
    act(() => void trackOperation(save.promise));
    await advance(SPINNER_SHOW_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    expect(field).toHaveFocus();

    act(() => {
      fireEvent.keyDown(field, { key: 'Escape' });
    });
    expect(spinner()).not.toBeInTheDocument();
    await settle(() => save.resolve());

    const next = deferred();
    act(() => void trackOperation(next.promise));
    await advance(SPINNER_SHOW_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    await settle(() => next.resolve());
  });
});
