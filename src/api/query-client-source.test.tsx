import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import {
  OnDemandQueryClientProvider,
  onDemandQueryClient,
  readyQueryClient,
  useQueryClientSource,
} from './query-client-source';

/** What a sign-in form holds: typed text that a remount would lose. */
const TypedField = () => {
  const [value, setValue] = useState('');
  return <input aria-label="Username" value={value} onChange={(event) => setValue(event.target.value)} />;
};

const Answer = () => {
  const { data } = useQuery({ queryKey: ['answer'], queryFn: () => Promise.resolve('forty-two') });
  return <p>{data ?? 'waiting'}</p>;
};

/** A signed-in screen: rendered only once the client exists, as the session's load guarantees. */
const SignedIn = () => {
  const source = useQueryClientSource();
  return source.current() ? <Answer /> : null;
};

describe('a query client created on demand', () => {
  it('is not created until something loads it, then once, the same for every caller', async () => {
    const create = vi.fn(() => Promise.resolve(createQueryClient()));
    const source = onDemandQueryClient(create);
    expect(source.current()).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(await source.load()).toBe(first);
    expect(source.current()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tries its download again after a failure', async () => {
    const client = createQueryClient();
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(client);
    const source = onDemandQueryClient(create);
    await expect(source.load()).rejects.toThrow('chunk failed');
    await expect(source.load()).resolves.toBe(client);
  });

  it('reaches the hooks below once created, without remounting what was typed before', async () => {
    const source = onDemandQueryClient(() => Promise.resolve(createQueryClient()));
    render(
      <OnDemandQueryClientProvider source={source}>
        <TypedField />
        <SignedIn />
      </OnDemandQueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'reception');
    await act(() => source.load());
    expect(await screen.findByText('forty-two')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('reception');
  });

  it('gives the session the client of a QueryClientProvider when there is no on-demand one', () => {
    const client = createQueryClient();
    const seen = vi.fn<(client: QueryClient | undefined) => void>();
    const Probe = () => {
      seen(useQueryClientSource().current());
      return null;
    };
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(seen).toHaveBeenLastCalledWith(client);
  });

  it('is ready at once when made from an existing client', async () => {
    const client = createQueryClient();
    const source = readyQueryClient(client);
    expect(source.current()).toBe(client);
    await expect(source.load()).resolves.toBe(client);
  });
});
