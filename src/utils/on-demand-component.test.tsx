import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand-component';

/** A download that the test settles by hand. */
const download = () => {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<(props: { name: string }) => ReactNode>((resolve, reject) => {
        settle = {
          resolve: () => resolve(({ name }) => <p>Hello {name}</p>),
          reject,
        };
      }),
  );
  return { load, settle: () => settle };
};

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: undefined })}>
        Failed: {this.state.error.message}
      </button>
    );
  }
}

/** Runs `settle` in act(), and lets the promise callbacks it triggers run before act() ends. */
const settled = (settle: () => void) =>
  act(async () => {
    settle();
    await Promise.resolve();
  });

describe('onDemand', () => {
  it('shows its fallback, then the component with its props once the code has arrived', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    render(<Greeting name="Marie" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('never suspends: a Suspense boundary around it never shows its fallback', async () => {
    // React holds a suspended boundary's content back until 300 ms after its last fallback (in a
    // browser; act() flushes without that throttle, so a test cannot time it without leaving
    // React's work outside act() for the next test files). A component on demand shows its own
    // fallback and then the component by a state update: no boundary is involved. Measured in a
    // browser's timing, outside act(): 300 ms with lazy(), under 150 ms with onDemand().
    const { load, settle } = download();
    const Greeting = onDemand(load);
    render(
      <Suspense fallback={<p>Boundary fallback</p>}>
        <Greeting name="Marie" fallback={<p>Loading</p>} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Boundary fallback')).not.toBeInTheDocument();
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    const preloaded = Greeting.preload();
    settle().resolve();
    await preloaded;
    render(<Greeting name="Marie" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads once however many times it is rendered or preloaded', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    void Greeting.preload();
    render(
      <>
        <Greeting name="Marie" />
        <Greeting name="Luc" />
      </>,
    );
    void Greeting.preload();
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
    expect(screen.getByText('Hello Luc')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed download to the error boundary, and downloads again when the boundary retries', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <Boundary>
        <Greeting name="Marie" fallback={<p>Loading</p>} />
      </Boundary>,
    );
    await settled(() => settle().reject(new Error('network down')));
    const retry = screen.getByRole('button', { name: 'Failed: network down' });
    expect(load).toHaveBeenCalledTimes(1);

    act(() => retry.click());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
  });

  it('keeps an optional one to its fallback when its download fails, and downloads again at its next mount', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load, { optional: true });
    const { rerender } = render(
      <Boundary>
        <Greeting name="Marie" fallback={<p>Loading</p>} />
      </Boundary>,
    );
    await settled(() => settle().reject(new Error('network down')));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Failed/ })).not.toBeInTheDocument();

    rerender(<Boundary>{null}</Boundary>);
    rerender(
      <Boundary>
        <Greeting name="Marie" fallback={<p>Loading</p>} />
      </Boundary>,
    );
    expect(load).toHaveBeenCalledTimes(2);
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
  });

  it('does not ask for an optional one while the browser is offline', () => {
    const { load } = download();
    const Greeting = onDemand(load, { optional: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Greeting name="Marie" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
